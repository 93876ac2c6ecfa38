/// <reference types="node" />
// Starts exports-crm-fake.ts as a child process (it needs apps/api's tsconfig) and waits for its URLs; the
// global setup points the API's CRM_PIPEDRIVE_API_URL at it and hands the state URL and token to the tests.
import { type ChildProcess, spawn } from 'node:child_process';

export type CrmFakes = {
  pipedriveApiUrl: string;
  pipedriveStateUrl: string;
  pipedriveToken: string;
  stop: () => Promise<void>;
};

export function startCrmFakes(repoRoot: string): Promise<CrmFakes> {
  const child: ChildProcess = spawn(
    'npx',
    ['tsx', '--tsconfig', 'apps/api/tsconfig.json', 'apps/web/e2e/exports-crm-fake.ts'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const stop = async () => {
    if (!child.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`CRM fake exited (${code}):\n${err}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line || !out.includes('\n')) return;
      const parsed = JSON.parse(line) as { apiUrl: string; stateUrl: string; token: string };
      resolve({
        pipedriveApiUrl: parsed.apiUrl,
        pipedriveStateUrl: parsed.stateUrl,
        pipedriveToken: parsed.token,
        stop,
      });
    });
  });
}
