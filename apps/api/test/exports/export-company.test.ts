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

  it("leaves an inactive establishment without estimates (its 0 is none), keeping an active one's 0 and real figures", () => {
    const row = (code: number, label: string, figures: Partial<SearchResultRow>) =>
      ({
        cnae_principal: { code: 5611201, label: 'Restaurantes e similares' },
        porte: { code: 1, label: 'Microempresa' },
        situacao: { code, label },
        ...figures,
      }) as unknown as SearchResultRow;
    const zeros = {
      qt_funcionarios: 0,
      vl_faturamento: 0,
      qt_funcionarios_empresa: 0,
      vl_faturamento_empresa: 0,
    };
    const closed = toExportCompany(ref, row(8, 'Baixada', zeros), null, new Map());
    expect([closed.employees, closed.revenue, closed.companyEmployees, closed.companyRevenue]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const active = toExportCompany(ref, row(2, 'Ativa', zeros), null, new Map());
    expect([active.employees, active.revenue]).toEqual([0, 0]);
    // An inactive branch of a company whose other establishments are active: the company's sum stands.
    const branch = toExportCompany(
      ref,
      row(4, 'Inapta', { ...zeros, qt_funcionarios_empresa: 12, vl_faturamento_empresa: 900000 }),
      null,
      new Map(),
    );
    expect([branch.employees, branch.companyEmployees, branch.companyRevenue]).toEqual([null, 12, 900000]);
  });
});
