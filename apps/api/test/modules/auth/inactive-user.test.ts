// A user whose access the account's owner turned off (active false): told so after the right password or code,
// e-mailed why instead of a code or a recovery link, while the screens answer as for anyone.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema/mail.ts';
import { users } from '@/db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

const TURNED_OFF = 'vendas@demo.prospecta.dev';
const DISABLED = {
  message: 'Seu acesso foi desativado pelo responsável da conta. Fale com ele para reativá-lo.',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const setActive = (active: boolean) =>
  t.app.db.update(users).set({ active }).where(eq(users.email, TURNED_OFF));
const mailsTo = (to: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

describe('a user whose access was turned off', () => {
  it('is told so with the right password only; a wrong one gets the usual answer', async () => {
    const codeBefore = await post('/api/auth/generate_authentication_code', { email: TURNED_OFF });
    const oldCode = (await mailsTo(TURNED_OFF))[0]?.text.match(/é (\d{6})\./)?.[1] ?? '';
    expect(codeBefore.statusCode).toBe(200);
    expect(oldCode).toMatch(/^\d{6}$/);
    await setActive(false);

    for (const url of ['/api/user_token', '/api/auth/signin_with_code_or_password']) {
      const right = await post(url, { email: TURNED_OFF, password: 'prospecta' });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual(DISABLED);
      const wrong = await post(url, { email: TURNED_OFF, password: 'errada123' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'E-mail ou senha inválidos' });
    }

    // A code e-mailed before the access was turned off proves the mailbox too; a wrong code says nothing.
    const wrongCode = await post('/api/auth/signin_with_code_or_password', {
      email: TURNED_OFF,
      code: oldCode === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.json()).toEqual({ message: 'Código inválido ou expirado' });
    const rightCode = await post('/api/auth/signin_with_code_or_password', {
      email: TURNED_OFF,
      code: oldCode,
    });
    expect(rightCode.statusCode).toBe(403);
    expect(rightCode.json()).toEqual(DISABLED);
  });

  it('asking for a code: the usual answer, and an e-mail saying the access is off and whom to ask (no code)', async () => {
    await setActive(false);
    const res = await post('/api/auth/generate_authentication_code', { email: 'Vendas@Demo.Prospecta.dev' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Código enviado para o seu e-mail' });
    const [mail] = await mailsTo(TURNED_OFF);
    expect(mail?.subject).toBe('Prospecta: seu acesso está desativado');
    expect(mail?.text).toContain('pedido de código de acesso');
    expect(mail?.text).toContain('o seu acesso foi desativado pelo responsável da conta');
    expect(mail?.text).toContain('Olívia Proprietária (owner@demo.prospecta.dev)');
    expect(mail?.text).not.toMatch(/\d{6}/);
  });

  it('asking for a recovery link: the usual answer, and an e-mail saying the access is off (no link)', async () => {
    await setActive(false);
    const res = await post('/api/users/reset_password', { email: TURNED_OFF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail enviado com sucesso' });
    const [mail] = await mailsTo(TURNED_OFF);
    expect(mail?.subject).toBe('Prospecta: seu acesso está desativado');
    expect(mail?.text).toContain('redefinir a senha');
    expect(mail?.text).not.toContain('/recover_password/');
    expect(mail?.html).not.toContain('/recover_password/');
  });

  it('turned on again, signs in and gets codes and links as before', async () => {
    await setActive(true);
    expect((await post('/api/user_token', { email: TURNED_OFF, password: 'prospecta' })).statusCode).toBe(
      201,
    );
    await post('/api/users/reset_password', { email: TURNED_OFF });
    expect((await mailsTo(TURNED_OFF))[0]?.subject).toBe('Prospecta: redefinição de senha');
  });
});
