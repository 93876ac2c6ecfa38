import { describe, expect, it } from 'vitest';
import { cepNotFoundNotice, cepPlace, formatZip } from '@/features/search/lib/cep-place';

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
        'O raio usa como centro Montauri - RS, o município mais comum entre os CEPs que começam com 999: a distância é aproximada. Confira o CEP ou use o filtro Município.',
    });
    expect(cepNotFoundNotice({ ...info, precision: 'prefixo5' })?.message).toContain('começam com 99999:');
  });

  it('says nothing for a CEP found as it is', () => {
    expect(cepNotFoundNotice({ ...info, precision: 'cep' })).toBeNull();
  });
});
