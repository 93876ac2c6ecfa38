/// <reference types="node" />
// The screens a seller works in all day, checked with axe against WCAG 2.1 A and AA (contrast, names of
// controls and fields, nesting, label in name), and a kanban card moved with the keyboard alone. The checks
// run on a list of this file's own, so no other file's data matters.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, type Browser, historyLog, openBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const MANAGER = 'gerente@demo.prospecta.dev';
const WAIT = { timeout: 30_000, interval: 100 };
const LIST_NAME = `Acessibilidade e2e ${Date.now()}`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 860 });
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Outside axe's WCAG tags: a heading more than one level below the one before it (H1 → H3), and a table
 * column header with no name (axe's best-practice `empty-table-header`).
 */
const headingsAndHeaders = (page: Browser['page']) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map(
      (h) => Number(h.tagName.slice(1)),
    );
    const jumps = levels.flatMap((level, i) =>
      i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`H${levels[i - 1]} → H${level}`] : [],
    );
    const emptyHeaders = [...document.querySelectorAll('main th')].filter(
      (th) => (th.textContent ?? '').trim() === '' && !th.getAttribute('aria-label'),
    ).length;
    return { jumps, emptyHeaders };
  });

const expectAccessible = async () => expect(await accessibilityViolations(browser.page)).toEqual([]);

describe('accessibility', () => {
  it('the sign-in page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await expectAccessible();
    await signIn(page, baseUrl, MANAGER, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor();
    await expectAccessible();
  });

  it('the search: filters, results and a company’s drawer', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/search`);
    const rows = page.getByTestId('results-table').locator('tbody tr');
    await rows.first().waitFor(WAIT);
    await expectAccessible();
    await rows.first().click();
    await page.getByRole('dialog').waitFor(WAIT);
    await page.getByRole('tab', { name: 'Dados cadastrais' }).waitFor(WAIT);
    await expectAccessible();
    // The open tab's panel is the next stop after the tabs, so the keys scroll a long one.
    await page.getByRole('tab', { name: 'Dados cadastrais' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count(), (await historyLog(page)).join('\n')).toBe(0);

    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    await page.getByLabel('Quantidade de empresas').fill('3');
    await page.getByPlaceholder('Escolha uma lista').click();
    await page.getByRole('option', { name: '+ Criar nova lista' }).click();
    await page.getByLabel('Nome da nova lista').fill(LIST_NAME);
    await expectAccessible();
    await page.getByRole('button', { name: 'Adicionar 3 empresas' }).click();
    await page.getByText('Empresas adicionadas à lista').waitFor(WAIT);
  });

  it('a list: its table, export and share dialogs, its kanban and its contact validation', async () => {
    const { page } = browser;
    await page.goto(baseUrl);
    await page.getByRole('link', { name: LIST_NAME }).click();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(3);
    await expectAccessible();
    for (const button of ['Exportar', 'Compartilhar']) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog').waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await expectAccessible();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    }
    await page
      .locator('label')
      .filter({ hasText: /^Kanban$/ })
      .click();
    await page.getByTestId('kanban-card').first().waitFor(WAIT);
    await expectAccessible();
    await page.getByRole('tab', { name: 'Validação de contatos' }).click();
    await page.getByRole('button', { name: 'Validar e-mails' }).waitFor(WAIT);
    await expectAccessible();
  });

  it('moves a kanban card with the keyboard alone, from its grip', async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Empresas' }).click();
    const total = (status: string) => page.getByTestId(`kanban-total-${status}`).textContent();
    await expect.poll(() => total('a_prospectar'), WAIT).toBe('3');
    const grip = page.getByRole('button', { name: /^Mover / }).first();
    const name = ((await grip.getAttribute('aria-label')) ?? '').replace(/^Mover /, '');
    // Read aloud in Portuguese, not dnd-kit's "draggable".
    expect(await grip.getAttribute('aria-roledescription')).toBe('arrastável');
    // Each key waits for what a screen reader hears (dnd-kit's live region), and then for a timer of the
    // page's own: the keyboard sensor listens for the arrows only from a timer it sets when the drag starts,
    // and the announcement can land before that timer runs.
    const heard = async (announcement: string, timeout = WAIT.timeout) => {
      await page.getByText(announcement, { exact: true }).waitFor({ state: 'attached', timeout });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
    };
    // One clean-clone run heard the pick-up and then nothing after the arrow, never seen again here: a second
    // pick-up is allowed, and what the page showed the first time is printed.
    for (let attempt = 1; ; attempt++) {
      await grip.focus();
      await page.keyboard.press('Space');
      await heard(`${name} selecionada, na coluna A prospectar.`);
      await page.keyboard.press('ArrowRight');
      try {
        await heard(`${name} sobre a coluna Contatado.`, attempt === 1 ? 5_000 : WAIT.timeout);
        break;
      } catch (error) {
        if (attempt > 1) throw error;
        const state = await page.evaluate(() => ({
          live: [...document.querySelectorAll('[aria-live]')].map((node) => node.textContent),
          focused: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
          scrolled: [...document.querySelectorAll('*')]
            .filter((node) => node.scrollLeft > 0 || node.scrollTop > 0)
            .map((node) => `${node.tagName}.${node.className} ${node.scrollLeft},${node.scrollTop}`),
        }));
        console.warn('kanban keyboard move: the arrow was not heard', JSON.stringify(state));
        await page.keyboard.press('Escape');
        await heard(`Movimento de ${name} cancelado: ela ficou na coluna A prospectar.`, 5_000).catch(
          () => undefined,
        );
      }
    }
    await page.keyboard.press('Space');
    await heard(`${name} solta na coluna Contatado.`);
    await expect.poll(() => total('contatado'), WAIT).toBe('1');
    await expect.poll(() => total('a_prospectar'), WAIT).toBe('2');
    expect(await page.getByTestId('kanban-column-contatado').textContent()).toContain(name);
  });

  it("a company of the list (data, contacts, notes, the steps to the next one) and the list's decision makers", async () => {
    const { page } = browser;
    await page.goto(baseUrl);
    await page.getByRole('link', { name: LIST_NAME }).click();
    await page.getByTestId('list-company-row').first().getByRole('link').first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    await page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' }).waitFor(WAIT);
    await page.getByTestId('notes-panel').waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    await expectAccessible();
    // The company's name is the page's one H1.
    const crumb = await page.getByTestId('company-crumb').textContent();
    expect(await page.locator('main h1').allTextContents()).toEqual([crumb]);
    expect((await headingsAndHeaders(page)).jumps).toEqual([]);
    await page.getByRole('link', { name: LIST_NAME }).click();
    await page.getByRole('link', { name: 'Decisores' }).click();
    await page.getByTestId('decisors-table').waitFor(WAIT);
    await expectAccessible();
  });

  it('the search history, the control panel and the plans', async () => {
    const { page } = browser;
    for (const [path, heading] of [
      // The lists root with this file's list in its table (its star and actions columns named).
      ['/', 'Listas da equipe'],
      ['/historico', 'Histórico de buscas'],
      ['/user/overview', 'Painel do usuário'],
      ['/user/password', 'Painel do usuário'],
      ['/user/config/api-token-export', 'Integrações de exportação'],
      ['/upgrade_plans', 'Planos'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await accessibilityViolations(page) }).toEqual({ path, violations: [] });
      expect({ path, ...(await headingsAndHeaders(page)) }).toEqual({ path, jumps: [], emptyHeaders: 0 });
    }
  });

  it('a narrow window: the folded menu is out of the tab order, and Escape folds it back to its button', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 683, height: 768 });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
      const menu = page.locator('#menu-principal');
      const inert = () => menu.evaluate((nav) => (nav as HTMLElement).inert);
      const burger = page.getByRole('button', { name: 'Abrir menu' });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(inert, WAIT).toBe(true);
      // Tabbing from the header's last stop goes to the page, not to the hidden links.
      await page.getByRole('link', { name: /^Painel do usuário:/ }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#menu-principal') === null)).toBe(
        true,
      );

      await burger.focus();
      await page.keyboard.press('Enter');
      const open = page.getByRole('button', { name: 'Fechar menu' });
      await expect.poll(() => open.getAttribute('aria-expanded'), WAIT).toBe('true');
      expect(await inert()).toBe(false);
      await menu.getByRole('link', { name: 'Busca' }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(inert, WAIT).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'menu-principal',
      );
    } finally {
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });

  it("with less motion asked for (a system setting), dialogs and the narrow window's menu appear without sliding", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
    const dialog = page.getByRole('dialog', { name: 'Nova lista' });
    const transitionOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
    const openAndClose = async () => {
      await page.getByRole('button', { name: 'Nova lista' }).click();
      await dialog.waitFor(WAIT);
      const duration = await transitionOf('.mantine-Modal-content');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: WAIT.timeout });
      return duration;
    };
    // As most users have it: the dialog fades and slides in.
    expect(await openAndClose()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(await openAndClose()).toBe('0s');
      await page.setViewportSize({ width: 683, height: 768 });
      await page.getByRole('button', { name: 'Abrir menu' }).waitFor(WAIT);
      expect(await transitionOf('.mantine-AppShell-navbar')).toBe('0s');
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });
});
