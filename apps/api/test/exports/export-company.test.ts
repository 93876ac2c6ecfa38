// A list company as the sheets and the CRMs receive it (pure).
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { describe, expect, it } from 'vitest';
import { cnaeText } from '@/modules/exports/connectors/connector.ts';
import { toExportCompany } from '@/modules/exports/export-company.ts';

const ref = { id: 'c1', cnpj: '11222333000181', name: 'PADARIA PAO DE MEL LTDA', status: null };

describe('toExportCompany', () => {
  it('writes the main CNAE as the company page does ("5611-2/01 - …"), zero-padded codes too', () => {
    const row = (code: number, label: string) =>
      ({
        cnae_principal: { code, label },
        porte: { code: 1, label: 'Microempresa' },
        situacao: { code: 2, label: 'Ativa' },
      }) as unknown as SearchResultRow;
    const bakery = toExportCompany(ref, row(5611201, 'Restaurantes e similares'), null, new Map());
    expect(bakery.cnaePrincipal).toEqual({ code: '5611-2/01', description: 'Restaurantes e similares' });
    expect(cnaeText(bakery)).toBe('5611-2/01 - Restaurantes e similares');
    const farm = toExportCompany(ref, row(111301, 'Cultivo de arroz'), null, new Map());
    expect(cnaeText(farm)).toBe('0111-3/01 - Cultivo de arroz');
    expect(cnaeText(toExportCompany(ref, undefined, null, new Map()))).toBeNull();
  });
});
