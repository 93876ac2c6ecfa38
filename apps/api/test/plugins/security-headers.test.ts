import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@/plugins/security-headers.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let behindProxy: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Prospecta</title>');
  t = await buildTestApp({ seed: false, config: { webDistDir: dist } });
  behindProxy = await buildTestApp({ seed: false, config: { trustProxy: true } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('go on the SPA, on API answers and on errors', async () => {
    for (const url of ['/', '/search', '/api/health', '/api/nada', '/api/user/me']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('add HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const plain = await behindProxy.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await behindProxy.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const spoofed = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
