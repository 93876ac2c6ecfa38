// The e-mail flows end to end through a real SMTP server on loopback: read the message, follow it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema/mail.ts';
import { bearer, signIn, TEST_APP_URL, type TestApp } from '../../helper.ts';
import { buildTestAppWithSmtp, type SmtpTestServer } from '../../smtp.ts';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const GERENTE = 'gerente@demo.prospecta.dev';
const SDR = 'sdr@demo.prospecta.dev';

describe('password recovery by e-mail', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const res = await post('/api/users/reset_password', { email: 'Gerente@demo.prospecta.dev' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail enviado com sucesso' });

    const mail = smtp.lastTo(GERENTE);
    expect(mail.subject).toBe('Prospecta: redefinição de senha');
    expect(mail.body).toContain('Recebemos um pedido para redefinir a senha');
    const link = mail.body.match(new RegExp(`${TEST_APP_URL}/recover_password/([A-Za-z0-9_-]+)`));
    const token = link?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const short = { reset_password_token: token, password: 'curta', password_confirmation: 'curta' };
    expect((await post('/api/users/recover_password', short)).json()).toEqual({
      message: 'A senha deve ter pelo menos 8 caracteres',
    });
    const mismatch = {
      reset_password_token: token,
      password: 'nova-senha-1',
      password_confirmation: 'outra-senha',
    };
    const mismatchRes = await post('/api/users/recover_password', mismatch);
    expect(mismatchRes.statusCode).toBe(422);
    expect(mismatchRes.json()).toEqual({ message: 'As senhas não conferem' });

    const good = {
      reset_password_token: token,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    };
    const ok = await post('/api/users/recover_password', good);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Senha alterada com sucesso' });
    expect((await signIn(t.app, GERENTE, 'nova-senha-1')).token).toBeTruthy();

    const again = await post('/api/users/recover_password', good);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'Link de recuperação inválido ou expirado' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await post('/api/users/reset_password', { email: 'ninguem@exemplo.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail enviado com sucesso' });
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a forged token', async () => {
    const res = await post('/api/users/recover_password', {
      reset_password_token: 'inventado',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Link de recuperação inválido ou expirado' });
  });
});

describe('sign-in with an e-mailed code', () => {
  const codeFor = async (email: string) => {
    const res = await post('/api/auth/generate_authentication_code', { email });
    expect(res.json()).toEqual({ message: 'Código enviado para o seu e-mail' });
    const mail = smtp.lastTo(email);
    expect(mail.subject).toMatch(/^Prospecta: seu código de acesso é \d{6}$/);
    return mail.body.match(/Seu código de acesso ao Prospecta é (\d{6})/)?.[1] ?? '';
  };

  it('signs in once with the six-digit code; the code cannot be reused', async () => {
    const code = await codeFor(SDR);
    const res = await post('/api/auth/signin_with_code_or_password', { email: SDR, code });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['expires_at', 'refresh_token', 'token']);
    const reuse = await post('/api/auth/signin_with_code_or_password', { email: SDR, code });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Código inválido ou expirado' });
  });

  it('kills a code after 5 wrong tries', async () => {
    const code = await codeFor(SDR);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/signin_with_code_or_password', { email: SDR, code: wrong });
      expect(res.json()).toEqual({ message: 'Código inválido ou expirado' });
    }
    const right = await post('/api/auth/signin_with_code_or_password', { email: SDR, code });
    expect(right.statusCode).toBe(401);
  });

  it('also takes a password, and wants exactly one of code or password', async () => {
    const withPassword = await post('/api/auth/signin_with_code_or_password', {
      email: SDR,
      password: 'prospecta',
    });
    expect(withPassword.statusCode).toBe(201);
    const wrong = await post('/api/auth/signin_with_code_or_password', { email: SDR, password: 'errada' });
    expect(wrong.json()).toEqual({ message: 'E-mail ou senha inválidos' });
    const neither = await post('/api/auth/signin_with_code_or_password', { email: SDR });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({
      message: 'Informe o código ou a senha',
      errors: [{ summary: 'code', description: 'Informe o código ou a senha' }],
    });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await post('/api/auth/generate_authentication_code', { email: 'ninguem@exemplo.com' });
    expect(res.json()).toEqual({ message: 'Código enviado para o seu e-mail' });
    expect(smtp.received.length).toBe(before);
  });
});

describe('open on a computer', () => {
  it('e-mails the signed-in user a link to the app', async () => {
    const { token } = await signIn(t.app, 'vendas@demo.prospecta.dev');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/accessed_by_phone',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail enviado com sucesso' });
    const mail = smtp.lastTo('vendas@demo.prospecta.dev');
    expect(mail.subject).toBe('Prospecta: acesse pelo computador');
    expect(mail.body).toContain(`${TEST_APP_URL}/login`);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/accessed_by_phone' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records every message in mail_outbox with its delivery time', async () => {
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.length).toBe(smtp.received.length);
    expect(rows.every((r) => r.sentAt !== null && r.error === null)).toBe(true);
  });
});
