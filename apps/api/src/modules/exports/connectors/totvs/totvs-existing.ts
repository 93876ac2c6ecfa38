// Which CNPJs of a list TOTVS already holds as customers (for GET calculate_existing_companies_on_totvs):
// one RestQuery `cnpj=in=(…)` read per 50 CNPJs through the same integration route as the export.
import type { ConnectorContext } from '../connector.ts';
import { CUSTOMERS, totvsApi } from './totvs-api.ts';

const CHUNK = 50;

export async function totvsExistingCnpjs(ctx: ConnectorContext, cnpjs: string[]): Promise<string[]> {
  const api = totvsApi(ctx);
  const wanted = new Set(cnpjs);
  const found = new Set<string>();
  for (let i = 0; i < cnpjs.length; i += CHUNK) {
    const chunk = cnpjs.slice(i, i + CHUNK).map((c) => `"${c}"`);
    const customers = await api.find<{ cnpj?: string }>(CUSTOMERS, `cnpj=in=(${chunk.join(',')})`);
    for (const c of customers) if (c.cnpj && wanted.has(c.cnpj)) found.add(c.cnpj);
  }
  return [...found];
}
