// Where a support message is e-mailed when the account has no CS: SUPPORT_EMAIL, else suporte@ the staff domain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'cfg-support-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('reads SUPPORT_EMAIL, else suporte@ the staff domain', () => {
  expect(loadConfig({ DATA_DIR: dir, TOKEN_SECRET: 'x' }).supportEmail).toBe('suporte@prospecta.dev');
  expect(
    loadConfig({ DATA_DIR: dir, TOKEN_SECRET: 'x', STAFF_EMAIL_DOMAIN: 'Equipe.example' }).supportEmail,
  ).toBe('suporte@equipe.example');
  expect(
    loadConfig({ DATA_DIR: dir, TOKEN_SECRET: 'x', SUPPORT_EMAIL: ' ajuda@empresa.example ' }).supportEmail,
  ).toBe('ajuda@empresa.example');
});
