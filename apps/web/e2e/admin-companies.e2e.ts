/// <reference types="node" />
// The staff's company tool: an admin looks a company up by its formatted CNPJ, corrects its website, and a
// customer sees the corrected site on the company page of the search; the admin then undoes it in the tool and
// the registry's site is back (so the other files, sharing the demo account and registry, see it as before).

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
let adminToken: string;

beforeAll(async () => {
  adminToken = await apiToken(baseUrl, ADMIN);
  const ownerToken = await apiToken(baseUrl, OWNER);
  const found = await apiCall(baseUrl, ownerToken, 'POST', '/v4/search/create', {
    search: { where: { sg_uf: ['SP'] } },
  });
  const row = found.body.search.rows[0] as { cnpj: string; site: string | null };
  company = { searchId: found.body.id, cnpj: row.cnpj, site: row.site };
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
});
