/// <reference types="node" />
// A child process for the exports end-to-end test: the API's Pipedrive fake (apps/api/test/exports/fakes) on
// loopback, plus a tiny state endpoint the test reads (how many organizations and persons the fake holds).
// Run by global-setup.ts with apps/api's tsconfig (the fake imports the API's connector types); prints one JSON
// line with both URLs, then lives until its parent signals it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What this script uses of apps/api's Pipedrive fake (typed here: the web's tsconfig cannot resolve the API's `@/`). */
type PipedriveFake = {
  apiUrl: string;
  organizations: { id: number; name?: unknown }[];
  persons: unknown[];
  requests: unknown[];
  close: () => Promise<void>;
};
type FakeModule = { startPipedriveFake: (options: { token: string }) => Promise<PipedriveFake> };
const FAKE_MODULE = new URL('../../api/test/exports/fakes/pipedrive-fake.ts', import.meta.url).href;
const { startPipedriveFake } = (await import(FAKE_MODULE)) as FakeModule;

const E2E_PIPEDRIVE_TOKEN = 'pd-e2e-token';

const fake = await startPipedriveFake({ token: E2E_PIPEDRIVE_TOKEN });
const state = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      organizations: fake.organizations.map((o) => ({ id: o.id, name: o.name })),
      persons: fake.persons.length,
      requests: fake.requests.length,
    }),
  );
});
await new Promise<void>((resolve) => state.listen(0, '127.0.0.1', resolve));
const stateUrl = `http://127.0.0.1:${(state.address() as AddressInfo).port}`;
process.stdout.write(`${JSON.stringify({ apiUrl: fake.apiUrl, stateUrl, token: E2E_PIPEDRIVE_TOKEN })}\n`);

const stop = async () => {
  state.close();
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
