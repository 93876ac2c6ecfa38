// The account's exported CNPJs for `eliminate_cnpjs_already_exported_in_account`, kept in memory per
// account and reloaded only when its fingerprint (count, latest export) changes, so a search of an
// account with many exports costs one small aggregate query instead of reading every row again.
import type { Executor } from '@/db/client.ts';
import { exportedCnpjsVersion, listExportedCnpjs } from './search.repository.ts';

const MAX_ACCOUNTS = 200;

export function createExportedCnpjsCache() {
  const cache = new Map<string, { version: string; cnpjs: string[] }>();
  return async function exportedCnpjs(db: Executor, accountId: string): Promise<string[]> {
    const version = await exportedCnpjsVersion(db, accountId);
    const hit = cache.get(accountId);
    cache.delete(accountId);
    if (hit && hit.version === version) {
      cache.set(accountId, hit);
      return hit.cnpjs;
    }
    const cnpjs = version.startsWith('0:') ? [] : await listExportedCnpjs(db, accountId);
    cache.set(accountId, { version, cnpjs });
    if (cache.size > MAX_ACCOUNTS) cache.delete(cache.keys().next().value ?? '');
    return cnpjs;
  };
}
