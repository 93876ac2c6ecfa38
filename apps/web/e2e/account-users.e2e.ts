/// <reference types="node" />
// The owner manages the account's users: adds one (who gets an e-mail and signs in with a code), edits
// them, turns them off (after a confirmation: it signs them out) and on, deletes them and brings them back
// with "Desfazer". A prospector is not offered the tab.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, apiToken, type Browser, openBrowser, signIn } from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
const WAIT = { timeout: 30_000 };
const NEW_EMAIL = `bruna.e2e.${Date.now()}@demo.prospecta.dev`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
});

const row = (name: string) => browser.page.getByTestId('account-user-row').filter({ hasText: name });

describe('the users of an account', () => {
  it('adds a user: the form names what is missing, refuses a taken e-mail and sends the invitation', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, OWNER, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl}/user/adminpanel`);
    await page.getByRole('heading', { name: 'Usuários da conta' }).waitFor(WAIT);
    await row('Gustavo Gerente').waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    const seats = await page.getByTestId('account-users-seats').textContent();

    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
    await dialog.getByText('Informe o nome (de 2 a 120 caracteres)').waitFor(WAIT);
    await dialog.getByText('Informe o e-mail').waitFor(WAIT);
    // The keyboard goes to the first field refused (its message is read with it), not left on the button.
    const isFocused = (label: RegExp) =>
      dialog.getByLabel(label).evaluate((element) => element === document.activeElement);
    await expect.poll(() => isFocused(/^Nome/), WAIT).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A name past the limit is kept as typed (not cut unseen) and the field says so.
    await dialog.getByLabel(/^Nome/).fill('N'.repeat(300));
    expect(await dialog.getByLabel(/^Nome/).inputValue()).toHaveLength(300);
    await dialog.getByText('Nome longo demais: no máximo 120 caracteres').waitFor(WAIT);
    await dialog.getByText('300 de 120 caracteres').waitFor(WAIT);
    await dialog.getByLabel(/^Nome/).fill('Bruna Testes');
    await dialog.getByLabel(/^E-mail/).fill('gerente@demo.prospecta.dev');
    // Each role says what it may do, under the select.
    await dialog
      .getByText('Busca empresas, cria listas e trabalha as próprias', { exact: false })
      .waitFor(WAIT);
    await dialog.getByLabel(/^Papel/).click();
    await page.getByRole('option', { name: 'Gestor' }).click();
    await dialog.getByText('Vê as listas de toda a equipe', { exact: false }).waitFor(WAIT);
    // The phone is punctuated as it is typed, and Backspace after the hyphen takes the digit before it.
    const whatsapp = dialog.getByLabel(/^WhatsApp/);
    await whatsapp.pressSequentially('119876543');
    expect(await whatsapp.inputValue()).toBe('(11) 9876-543');
    await whatsapp.press('ArrowLeft');
    await whatsapp.press('ArrowLeft');
    await whatsapp.press('ArrowLeft');
    await whatsapp.press('Backspace');
    expect(await whatsapp.inputValue()).toBe('(11) 9875-43');
    await whatsapp.fill('');
    await whatsapp.pressSequentially('11987654321');
    expect(await whatsapp.inputValue()).toBe('(11) 98765-4321');
    await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
    // The server's refusal of the e-mail shows at the e-mail, marked invalid, and the keyboard goes there.
    await dialog.getByText('Este e-mail já é usado por outro usuário do Prospecta').waitFor(WAIT);
    expect(await dialog.getByLabel(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(/^E-mail/), WAIT).toBe(true);

    await dialog.getByLabel(/^E-mail/).fill(NEW_EMAIL);
    await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
    await page.getByText('Usuário criado com sucesso').waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await row('Bruna Testes').waitFor(WAIT);
    expect(await row('Bruna Testes').textContent()).toMatch(/Sem senha.*Gestor.*\(11\) 98765-4321/);
    expect(await page.getByTestId('account-users-seats').textContent()).not.toBe(seats);

    const invite = (await staffOutbox(baseUrl)).find((mail) => mail.to.includes(NEW_EMAIL));
    expect(invite?.subject).toBe('Prospecta: você foi adicionado à conta Demo Comercial');
    expect(invite?.text).toContain('Olívia Proprietária adicionou você à conta Demo Comercial no Prospecta.');
  });

  it('scrolls the table sideways in a narrow window, its scrollbar in sight, down to the actions', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await page.goto(`${baseUrl}/user/adminpanel`);
      await row('Gustavo Gerente').waitFor(WAIT);
      // With the pointer elsewhere: the scrollbar says there is more to the right.
      await page.mouse.move(0, 0);
      const scroll = page.getByTestId('account-users-scroll');
      const bar = scroll.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
      await bar.waitFor({ state: 'visible', ...WAIT });
      const viewport = scroll.locator('.mantine-ScrollArea-viewport');
      await viewport.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      const edit = row('Gustavo Gerente').getByRole('button', { name: /^Editar/ });
      const box = await edit.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      const situation = page.getByRole('columnheader', { name: 'Situação' });
      const header = await situation.boundingBox();
      expect(header && header.x >= 0 && header.x + header.width <= 390).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('edits the user and turns them off', async () => {
    const { page } = browser;
    await row('Bruna Testes').getByRole('button', { name: 'Editar Bruna Testes' }).click();
    const first = page.getByRole('dialog', { name: 'Editar Bruna Testes' });
    expect(await first.getByLabel(/^E-mail/).isDisabled()).toBe(true);
    // A 120-character name without spaces wraps in its column, two lines at most, the whole name its title:
    // the other columns stay on screen.
    const longName = `Bruna${'X'.repeat(115)}`;
    await first.getByLabel(/^Nome/).fill(longName);
    await first.getByRole('button', { name: 'Salvar alterações' }).click();
    await first.waitFor({ state: 'detached', ...WAIT });
    await row(longName).waitFor(WAIT);
    expect(await row(longName).getByTestId('account-user-name').getAttribute('title')).toBe(longName);
    const actions = await row(longName)
      .getByRole('button', { name: `Excluir ${longName}` })
      .boundingBox();
    expect((actions?.x ?? Number.POSITIVE_INFINITY) + (actions?.width ?? 0)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await row(longName)
      .getByRole('button', { name: `Editar ${longName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Editar ${longName}` });
    await dialog.getByLabel(/^Nome/).fill('Bruna Editada');
    await dialog.getByLabel(/^WhatsApp/).fill('');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Usuário editado com sucesso').first().waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await row('Bruna Editada').waitFor(WAIT);
    expect(await row('Bruna Editada').textContent()).toContain('—');

    // The switch's input is drawn by its track (the input itself is transparent): attached, not visible. It is
    // turned with the keyboard (the success toast may lie over the row).
    const toggle = (state: string) =>
      row('Bruna Editada').getByRole('switch', { name: `Bruna Editada: ${state}` });
    // Turning off signs the user out everywhere: it asks first, naming them; cancelling changes nothing.
    await toggle('ativo').focus();
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: 'Desativar Bruna Editada?' });
    await confirm.waitFor(WAIT);
    expect(await confirm.textContent()).toContain(
      'as sessões abertas em todos os aparelhos serão encerradas',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached', ...WAIT });
    expect(await toggle('ativo').isChecked()).toBe(true);
    await toggle('ativo').focus();
    await page.keyboard.press('Space');
    await confirm.getByRole('button', { name: 'Desativar usuário' }).click();
    await toggle('inativo').waitFor({ state: 'attached', ...WAIT });
    expect(await row('Bruna Editada').textContent()).toContain('Inativo');
  });

  it('deletes the switched-off user after a confirmation and brings them back, still off, with "Desfazer"', async () => {
    const { page } = browser;
    const toggle = (state: string) =>
      row('Bruna Editada').getByRole('switch', { name: `Bruna Editada: ${state}` });
    await row('Bruna Editada').getByRole('button', { name: 'Excluir Bruna Editada' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir Bruna Editada?' });
    expect(await confirm.textContent()).toContain(
      'As listas e anotações de Bruna Editada continuam na conta.',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    // The keyboard starts on "Cancelar" (Enter right away deletes no one), as in the switch-off dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), WAIT).toBe('Cancelar');
    await confirm.getByRole('button', { name: 'Excluir usuário' }).click();
    await page.getByText('Usuário deletado com sucesso').waitFor(WAIT);
    await row('Bruna Editada').waitFor({ state: 'detached', ...WAIT });
    // The keyboard goes on from a row still there (its "Editar"), not from the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), WAIT)
      .toMatch(/^Editar /);
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await page.getByText('Usuário restaurado').waitFor(WAIT);
    await toggle('inativo').waitFor({ state: 'attached', ...WAIT });
    await toggle('inativo').focus();
    await page.keyboard.press('Space');
    await toggle('ativo').waitFor({ state: 'attached', ...WAIT });
  });

  it("lets the invited user sign in with an e-mailed code, from the invitation's link", async () => {
    const { page } = browser;
    const invite = (await staffOutbox(baseUrl)).find(
      (m) => m.to.includes(NEW_EMAIL) && /adicionado à conta/.test(m.subject),
    );
    const link = new URL(invite?.text.match(/https?:\/\/\S+\/login\S*/)?.[0] ?? 'http://x/none');
    // Opened in the owner's browser, still signed in: which of the two goes on is asked, not taken silently.
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Você já está conectado' }).waitFor(WAIT);
    await page
      .getByText(`O link é para entrar como ${NEW_EMAIL}, mas este navegador está conectado como ${OWNER}.`)
      .waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    const leave = page.getByRole('button', { name: 'Sair e entrar com este link' });
    await expect.poll(() => leave.evaluate((b) => b === document.activeElement), WAIT).toBe(true);
    await leave.click();
    // Signing out reloads the login page once (caches emptied); the invitation's address stays: the code form
    // with the e-mail filled in, for the newcomer has no password.
    await page.getByRole('heading', { name: 'Entrar com código' }).waitFor(WAIT);
    expect(new URL(page.url()).search).toBe(link.search);
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe(NEW_EMAIL);
    const sent = page.waitForResponse((r) => r.url().includes('/api/auth/generate_authentication_code'));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    expect((await sent).status()).toBe(200);
    const mail = (await staffOutbox(baseUrl)).find(
      (m) => m.to.includes(NEW_EMAIL) && /código de acesso/.test(m.subject),
    );
    const code = mail?.subject.match(/\d{6}/)?.[0] ?? '';
    await page.getByLabel('Código de seis dígitos').first().click();
    await page.keyboard.type(code);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Bruna Editada').first().waitFor(WAIT);

    // The other files share the demo account: the user is deleted again, by the owner through the API.
    const owner = { token: await apiToken(baseUrl, OWNER) };
    const headers = { Authorization: `Bearer ${owner.token}` };
    const { users } = (await fetch(`${baseUrl}/api/user/supervised`, { headers }).then((r) => r.json())) as {
      users: { id: string; email: string }[];
    };
    const id = users.find((u) => u.email === NEW_EMAIL)?.id;
    expect((await fetch(`${baseUrl}/api/user/sub_user/${id}`, { method: 'DELETE', headers })).status).toBe(
      200,
    );
  });

  it('offers a prospector no "Usuários da conta" tab; its address still explains who sees the users', async () => {
    const { page } = browser;
    // The invited user signed in above was deleted since: their session is simply dropped.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, 'sdr@demo.prospecta.dev', 'prospecta');
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.goto(`${baseUrl}/user/overview`);
    await page.getByRole('tab', { name: 'Preferências' }).waitFor(WAIT);
    expect(await page.getByRole('tab', { name: 'Usuários da conta' }).count()).toBe(0);
    await page.goto(`${baseUrl}/user/adminpanel`);
    await page.getByText('Somente o dono da conta e os gestores veem os usuários da conta.').waitFor(WAIT);
  });
});
