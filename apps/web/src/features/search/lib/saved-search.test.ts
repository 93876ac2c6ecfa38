import { defaultFilterState } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { buildSearchQuery } from '@prospecta/contracts/query-rules';
import { describe, expect, it } from 'vitest';
import {
  savedPageQuery,
  savedSearchIdOf,
  savedSearchNotice,
  savedSearchOf,
} from '@/features/search/lib/saved-search';
import { withSavedUrl } from '@/features/search/lib/url-state';

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

  it('reads the same filters from the page the screen opens with (`find?page=`) as from the search whole', () => {
    // Opening /search/{id} reads the search by its first page shown, whose answer carries the stored query
    // with that page's offset and size: the filters and what the screen cannot show are the same.
    const stored = {
      search: { where: { sg_uf: ['SP'], cd_pais: [63] }, sort_by: 'qualidade', offset: 0, return_size: 25 },
      eliminate_cnpjs_already_exported_in_account: true,
    };
    const page3 = { ...stored, search: { ...stored.search, offset: 20, return_size: 10 } };
    expect(savedSearchOf('s3', page3)).toEqual(savedSearchOf('s3', stored));
    expect(savedSearchOf('s3', page3).unshown).toHaveLength(1);
  });

  it('knows a saved search’s page from the filters’ queries, so that it is never sent as a search', () => {
    const page2 = savedPageQuery('s4', 2);
    expect(page2).toEqual({
      search: { offset: 10, return_size: 10 },
      special_filter: { savedSearchId: 's4' },
    });
    expect(savedSearchIdOf(page2)).toBe('s4');
    // The filters' own query carries their address instead.
    const built = buildSearchQuery(defaultFilterState(), { role: 'user', isStaff: false }, { page: 1 });
    if (!built.ok) throw new Error('the default filters build a query');
    expect(savedSearchIdOf(withSavedUrl(built.query, 'where=x'))).toBeNull();
    expect(savedSearchIdOf(null)).toBeNull();
  });
});
