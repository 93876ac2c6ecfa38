import { defaultFilterState } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import {
  cepNotFoundNotice,
  cepPlace,
  formatZip,
  radiusCentreText,
  withoutUnknownCep,
} from '@/features/search/lib/cep-place';
import { panelCounts } from '@/features/search/lib/filter-count';

const info = {
  cep: '99999999',
  latitude: -29.1,
  longitude: -52.0,
  cd_municipio: 4312377,
  municipio: 'Montauri',
  uf: 'RS',
  precision: 'prefixo3' as const,
};

describe('the centre of a CEP radius', () => {
  it('names the place the radius is centred on', () => {
    expect(cepPlace(info)).toBe('Montauri - RS');
    expect(cepPlace({ ...info, municipio: null })).toBe('Município não identificado - RS');
    expect(formatZip('01310100')).toBe('01310-100');
  });

  it('says a CEP not found is not found, which centre is used instead and from which digits', () => {
    expect(cepNotFoundNotice(info)).toEqual({
      title: 'CEP 99999-999 não encontrado',
      message:
        'O raio é medido a partir do centro de Montauri/RS, o município mais comum entre os CEPs que começam com 999: a distância é aproximada. Confira o CEP ou use o filtro Município.',
    });
    expect(cepNotFoundNotice({ ...info, precision: 'prefixo5' })?.message).toContain('começam com 99999:');
  });

  it('says nothing for a CEP found as it is', () => {
    expect(cepNotFoundNotice({ ...info, precision: 'cep' })).toBeNull();
  });

  it('says the radius is measured from the city centre, not the street', () => {
    expect(radiusCentreText({ ...info, precision: 'cep', municipio: 'São Paulo', uf: 'SP' })).toBe(
      'Raio medido a partir do centro de São Paulo/SP: o CEP localiza a cidade, não a rua.',
    );
    expect(radiusCentreText({ ...info, municipio: null })).toBe(
      'Raio medido a partir do centro do município do CEP (RS): o CEP localiza a cidade, não a rua.',
    );
  });

  it('leaves a CEP the registry does not place out of the search, and of the counters', () => {
    const state = {
      ...defaultFilterState(),
      cepDistance: { zip: '00000-000', distance: 10, location: '', cepInfo: null },
    };
    const none = { ids: [], offIds: [] };
    expect(panelCounts(withoutUnknownCep(state, false), none).groups.localizacao).toBe(1);
    expect(panelCounts(withoutUnknownCep(state, true), none).groups.localizacao).toBe(0);
    expect(withoutUnknownCep(state, false)).toBe(state);
  });
});
