/// <reference types="node" />
// The staff's company tool: an admin looks a company up by its formatted CNPJ, corrects its website, and a
// customer sees the corrected site on the company page of the search; the admin then undoes it in the tool and
// the registry's site is back (so the other files, sharing the demo account and registry, see it as before).
// Then a customer's report of wrong data waits in the queue of open reports until staff mark it checked, and the
// customer is told.

import { formatCnpj } from '@prospecta/contracts/cnpj';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  apiCall,
  apiToken,
  type Browser,
  openBrowser,
  screenshot,
  signIn,
} from './browser';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const OWNER = 'owner@demo.prospecta.dev';
const WAIT = { timeout: 30_000 };
const SITE = `www.corrigido-e2e-${Date.now()}.com.br`;

let staff: Browser;
let customer: Browser | undefined;
let company: { searchId: string; cnpj: string; site: string | null };
let reported: { cnpj: string; name: string };
let adminToken: string;

beforeAll(async () => {
  adminToken = await apiToken(baseUrl, ADMIN);
  const ownerToken = await apiToken(baseUrl, OWNER);
  const found = await apiCall(baseUrl, ownerToken, 'POST', '/v4/search/create', {
    search: { where: { sg_uf: ['SP'] } },
  });
  const rows = found.body.search.rows as {
    cnpj: string;
    site: string | null;
    razao_social: string;
    nome_fantasia: string | null;
  }[];
  const [row, other] = rows;
  if (!row || !other) throw new Error('the demo registry has fewer than two companies in SP');
  company = { searchId: found.body.id, cnpj: row.cnpj, site: row.site };
  reported = { cnpj: other.cnpj, name: other.nome_fantasia || other.razao_social };
  staff = await openBrowser({ width: 1440, height: 900 });
});

afterAll(async () => {
  // Whatever happened, the registry's site is shown again for the other files.
  await apiCall(baseUrl, adminToken, 'DELETE', `/admin/company_corrections/${company.cnpj}/site`);
  await customer?.close();
  await staff?.close();
});

const toast = (browser: Browser, text: string) =>
  browser.page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('the company tool', { timeout: 180_000 }, () => {
  it('says when no company has the CNPJ, and finds one typed with its punctuation', async () => {
    const { page } = staff;
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/empresas', WAIT);

    const field = page.getByLabel('CNPJ da empresa');
    await field.fill('11.222.333/0001-82');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('CNPJ inválido').waitFor(WAIT);
    await field.fill('11.222.333/0001-81');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByTestId('company-not-found').getByText('Nenhuma empresa com esse CNPJ').waitFor(WAIT);

    await field.fill(formatCnpj(company.cnpj));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByTestId('admin-company').waitFor(WAIT);
    expect(new URL(page.url()).searchParams.get('cnpj')).toBe(company.cnpj);
    const siteRow = page.getByTestId('correction-site');
    expect(await siteRow.getByRole('textbox', { name: 'Site', exact: true }).inputValue()).toBe(
      company.site ?? '',
    );
    await siteRow
      .getByText(company.site ? `Receita Federal: ${company.site}` : 'Receita Federal: sem dado')
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('corrects the website, marked with who and when, and refuses a bad address beside the field', async () => {
    const { page } = staff;
    const siteRow = page.getByTestId('correction-site');
    await siteRow.getByRole('textbox', { name: 'Site', exact: true }).fill('site sem ponto');
    await page.getByRole('button', { name: 'Salvar correções' }).click();
    await siteRow.getByText('Site inválido: informe um endereço como www.empresa.com.br').waitFor(WAIT);

    await siteRow.getByRole('textbox', { name: 'Site', exact: true }).fill(SITE);
    await page.getByRole('button', { name: 'Salvar correções' }).click();
    await toast(staff, 'Atualização feita com sucesso!').waitFor(WAIT);
    await siteRow.getByText('Corrigido pela equipe', { exact: true }).waitFor(WAIT);
    await siteRow.getByText(/^por Admin Prospecta, em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).waitFor();
    await page.getByTestId('correction-history').getByText(`para ${SITE}`, { exact: false }).waitFor();
    // A reload keeps the company (its CNPJ in the address) and shows the saved correction.
    await page.reload();
    expect(
      await page
        .getByTestId('correction-site')
        .getByRole('textbox', { name: 'Site', exact: true })
        .inputValue(),
    ).toBe(SITE);
    await screenshot(page, 'admin-companies-01-corrected');
  });

  it("a customer sees the corrected website on the search's company page", async () => {
    customer = await openBrowser({ width: 1440, height: 900 });
    const { page } = customer;
    await signIn(page, baseUrl, OWNER, 'prospecta');
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.goto(`${baseUrl}/search/${company.searchId}/${company.cnpj}`);
    await page.getByTestId('company-name').waitFor(WAIT);
    await page.getByRole('tab', { name: 'Contatos' }).click();
    const site = page.getByTestId('contact-line').filter({ hasText: SITE });
    await site.waitFor(WAIT);
    expect(await site.locator('a').first().getAttribute('href')).toBe(`https://${SITE}`);
  });

  it('undoes the correction: the registry website is back for customers', async () => {
    const { page } = staff;
    const siteRow = page.getByTestId('correction-site');
    await siteRow.getByRole('button', { name: 'Desfazer a correção de Site' }).click();
    await toast(staff, 'Correção desfeita').waitFor(WAIT);
    await siteRow.getByText('Corrigido pela equipe', { exact: true }).waitFor({ state: 'detached', ...WAIT });
    expect(await siteRow.getByRole('textbox', { name: 'Site', exact: true }).inputValue()).toBe(
      company.site ?? '',
    );
    const ownerToken = await apiToken(baseUrl, OWNER);
    const consult = await apiCall(baseUrl, ownerToken, 'GET', `/searches/companies/${company.cnpj}`);
    expect(consult.body.site).toBe(company.site);
  });

  it('a customer report waits in the queue until staff mark it checked, and the customer is told', async () => {
    const ownerToken = await apiToken(baseUrl, OWNER);
    const sent = await apiCall(baseUrl, ownerToken, 'POST', '/accuracy_data_feedback/create', {
      cnpj: reported.cnpj,
      fields: ['telefone'],
      comment: 'O telefone não atende',
    });
    expect(sent.status).toBe(201);

    const { page } = staff;
    await page.getByRole('button', { name: 'Reportes em aberto' }).click();
    const queue = page.getByTestId('open-reports');
    await queue.waitFor(WAIT);
    // Oldest first: in a long queue the new report is on a later page.
    let queuePage = 1;
    for (;;) {
      const answer = await apiCall(baseUrl, adminToken, 'GET', `/admin/company_reports?page=${queuePage}`);
      const cnpjs = (answer.body.companies as { cnpj: string }[]).map((c) => c.cnpj);
      if (cnpjs.includes(reported.cnpj) || cnpjs.length === 0) break;
      queuePage += 1;
    }
    if (queuePage > 1) await queue.getByRole('button', { name: String(queuePage), exact: true }).click();
    const row = queue.getByRole('button', { name: reported.name, exact: true });
    await row.waitFor(WAIT);
    await screenshot(page, 'admin-companies-02-queue');
    await row.click();
    await page.getByTestId('admin-company').waitFor(WAIT);
    const reports = page.getByTestId('company-reports');
    await reports.getByText('Em aberto', { exact: true }).first().waitFor(WAIT);
    await reports.getByText('“O telefone não atende”').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await reports
      .getByLabel('Observação para quem reportou (opcional)')
      .fill('O número confere com o site da empresa');
    await reports.getByRole('button', { name: 'Conferido, nada a corrigir' }).click();
    await toast(staff, 'Reportes respondidos').waitFor(WAIT);
    await reports.getByText('Em aberto', { exact: true }).waitFor({ state: 'detached', ...WAIT });
    await page
      .getByTestId('correction-history')
      .getByText('Conferido: nada a corrigir (“O número confere com o site da empresa”)')
      .waitFor();
    await screenshot(page, 'admin-companies-03-checked');

    const told = await apiCall(baseUrl, ownerToken, 'GET', '/user/me');
    const notices = await apiCall(baseUrl, ownerToken, 'GET', `/user/${told.body.id}/notifications`);
    expect(
      (notices.body.notifications as { type: string; data: { cnpj?: string }; message: string }[]).find(
        (n) => n.type === 'company_checked' && n.data.cnpj === reported.cnpj,
      )?.message,
    ).toContain(
      `de ${reported.name} que você reportou e não os alterou. Observação: O número confere com o site da empresa`,
    );
  });
});
