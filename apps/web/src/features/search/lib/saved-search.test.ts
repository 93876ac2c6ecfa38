import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { describe, expect, it } from 'vitest';
import { savedSearchNotice, savedSearchOf } from '@/features/search/lib/saved-search';

describe('a saved search opened without its address', () => {
  it('restores the filters of a query created through the API', () => {
    const saved = savedSearchOf('s1', {
      search: { where: { sg_uf: ['SP'], ds_situacao_cnpj: ['ATIVA'] }, has_any: ['telefone', 'celular'] },
      eliminate_cnpjs_already_exported_in_account: true,
    });
    expect(saved.unshown).toEqual([]);
    expect(savedSearchNotice(saved.unshown)).toBeNull();
    const params = toUrlParams(saved.state);
    expect(JSON.parse(params.get('where') ?? '{}').checkboxes).toEqual({ uf: ['SP'] });
    expect(JSON.parse(params.get('exists') ?? '[]')).toEqual(['telefone']);
  });

  it('says which filters the screen cannot show, and that the results stay the saved search', () => {
    const saved = savedSearchOf('s2', { search: { where: { sg_uf: ['SP'], cd_pais: [63] } } });
    expect(savedSearchNotice(saved.unshown)).toBe(
      'Esta busca tem filtros que a tela não mostra (país (código RFB)); os resultados seguem a busca salva. Ao mudar um filtro, a busca passa a usar só os filtros da tela.',
    );
  });
});
