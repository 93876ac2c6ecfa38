/// <reference types="node" />
// Debian's Chromium through playwright-core: one browser for the run (global-setup.ts), a new context — its
// own cookies, storage and cache, like a fresh profile — for each browser a test opens.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type BrowserContext, type BrowserServer, chromium, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** The run's Chromium (global-setup.ts), which the test files connect to. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/**
 * Runs in every page before the app: each pushState / replaceState is kept with its time and the app's call
 * stack (historyLog), so a test can tell which code changed the address when it did not expect it.
 */
function recordHistory() {
  const log: string[] = [];
  (window as unknown as { __historyLog: string[] }).__historyLog = log;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const stack = (new Error().stack ?? '').split('\n').slice(2, 14).join(' < ');
      log.push(`${new Date().toISOString().slice(11, 23)} ${method} ${String(url)} ← ${stack}`);
      original(data, unused, url);
    };
  }
}

/** The page's address changes so far (see recordHistory), oldest first. */
export async function historyLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __historyLog?: string[] }).__historyLog ?? []);
}

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** `mobile`: a phone (its user agent, a touch screen and no mouse), not just a narrow window. */
export async function openBrowser(options: {
  width: number;
  height: number;
  mobile?: boolean;
}): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    locale: 'pt-BR',
    ...(options.mobile ? { isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT } : {}),
  });
  await context.addInitScript(recordHistory);
  // The server sends a Content-Security-Policy (apps/api/src/plugins/security-headers.ts): anything the
  // app does that the policy blocks is logged by Chromium and fails the suite when the browser closes, and
  // so does a React Router warning about a route that matches nothing or renders nothing.
  const violations: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy|Matched leaf route|No routes matched/.test(message.text()))
        violations.push(message.text());
    });
  context.on('page', watch);
  const page = await context.newPage();
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await browser.close();
      if (violations.length > 0)
        throw new Error(`Avisos do navegador (política de conteúdo, rotas):\n${violations.join('\n')}`);
    },
  };
}

/** A downloaded file's bytes (the browser runs in another process: its files are read through the connection). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Saves a screenshot of the whole page when E2E_SCREENSHOT_DIR is set (for reviewing the design; tests never
 * compare them). Not Playwright's `fullPage`: while it captures, Chromium reports a 1 px wide window, which
 * the app's phone media query then took for a phone (the phone screen now goes by the device), so the
 * screen under test was swapped out and back and lost its state (an open dialog, ticked rows). The viewport grows to the page's height instead, width unchanged.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const grow = size !== null && height > size.height;
  if (grow) await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path: join(dir, `${name}.png`) });
  if (grow) await page.setViewportSize(size);
}

/** Signs in through the login form and waits for the signed-in layout or the mobile screen. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Senha/).press('Enter');
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

/**
 * What axe finds against WCAG 2.1 A and AA on the page as it is now, one line per element ("rule: selector —
 * help"), and still finds half a second later. Injected through the DevTools protocol, which the app's
 * Content-Security-Policy does not govern.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const first = await axeRun(page);
  if (first.length === 0) return first;
  // A state that lasts a moment (a row still hovered under a drawer that just opened over it, a colour on its
  // way) is not the page's: what axe finds again half a second later is.
  await page.waitForTimeout(500);
  const again = new Set(await axeRun(page));
  return first.filter((violation) => again.has(violation));
}

async function axeRun(page: Page): Promise<string[]> {
  // Contrast is measured on the colours as drawn: a drawer or dialog still fading in blends its text with the
  // page. Mantine's transitions start a frame or two after the element mounts, transparent and with no CSS
  // transition running yet, so the page is settled only when no transition runs, no element Mantine animates
  // (an inline transition duration) is part-way transparent, and both held for a few frames in a row.
  // Endless animations (loaders) are not waited for, only transitions.
  await page.evaluate(() => {
    (window as unknown as { settledFrames?: number }).settledFrames = 0;
  });
  await page.waitForFunction(() => {
    const w = window as unknown as { settledFrames?: number };
    const running = document
      .getAnimations()
      .some((a) => a.constructor.name === 'CSSTransition' && a.playState === 'running');
    const fading = [...document.querySelectorAll<HTMLElement>('[style*="transition-duration"]')].some(
      (el) => el.getClientRects().length > 0 && Number(getComputedStyle(el).opacity) < 1,
    );
    w.settledFrames = running || fading ? 0 : (w.settledFrames ?? 0) + 1;
    return w.settledFrames >= 3;
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    ).axe;
    const results = (await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    })) as { violations: AxeViolation[] };
    return results.violations;
  });
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${v.help}`));
}

/**
 * A JSON call to the API as `token`: the status and the answer read as JSON (null when empty). A content type
 * only with a body: the server refuses an empty JSON body (a DELETE sent with one was a 400).
 */
export async function apiCall(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read as each test needs them
): Promise<{ status: number; ok: boolean; body: any }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ok: response.ok, body: text ? JSON.parse(text) : null };
}

/** A JSON call to the API (GET without a body, POST with one) that throws on a refusal, for a test's setup. */
export async function apiRequest<T = unknown>(
  baseUrl: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const answer = await apiCall(baseUrl, token, body === undefined ? 'GET' : 'POST', path, body);
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** A demo user's access token, signed in through the API (for a test's setup and its API checks). */
export async function apiToken(baseUrl: string, email: string, password = 'prospecta'): Promise<string> {
  return (await apiRequest<{ token: string }>(baseUrl, '/user_token', null, { email, password })).token;
}
