import { describe, expect, it } from 'vitest';
import {
  COPY_COUNTER_CAP,
  formatAddress,
  formatCep,
  formatCnaeCode,
  formatPhone,
  nextCopyCount,
  regimeStatus,
  specialSituationText,
  titleCase,
} from '@/features/company/lib/company-format';

const address = {
  tipo_logradouro: 'RUA',
  logradouro: 'JOSE BONIFACIO',
  numero: '212',
  complemento: 'SALA 3',
  bairro: 'SAO JOSE',
  cep: '02169237',
  municipio: 'São Paulo',
  uf: 'SP',
  cidade_exterior: null,
  pais: null,
  latitude: null,
  longitude: null,
};

describe('company display formatting', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1132345678', '(11) 3234-5678'],
    ['123', '123'],
  ])('formats phone %s', (digits, text) => {
    expect(formatPhone(digits)).toBe(text);
  });

  it('caps the click-to-copy counter at 5 (spec §9)', () => {
    let count = 0;
    for (let i = 0; i < 9; i += 1) count = nextCopyCount(count);
    expect(count).toBe(COPY_COUNTER_CAP);
    expect(COPY_COUNTER_CAP).toBe(5);
  });

  it('writes the full address on one line', () => {
    expect(formatAddress(address)).toBe(
      'Rua Jose Bonifacio, 212, Sala 3 — Sao Jose, São Paulo/SP — CEP 02169-237',
    );
    expect(formatAddress({ ...address, cidade_exterior: 'LISBOA', pais: 'PORTUGAL', cep: null })).toBe(
      'Rua Jose Bonifacio, 212, Sala 3 — Sao Jose, LISBOA — PORTUGAL',
    );
  });

  it('formats CEPs, CNAE codes and names', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep(null)).toBe('—');
    expect(formatCnaeCode(4721102)).toBe('4721-1/02');
    expect(formatCnaeCode(null)).toBe('—');
    expect(titleCase('MARIA DA SILVA E SOUZA')).toBe('Maria da Silva e Souza');
    expect(titleCase("Machadinho D'Oeste")).toBe("Machadinho D'Oeste");
    expect(titleCase("SANT'ANA DO LIVRAMENTO")).toBe("Sant'Ana do Livramento");
    expect(titleCase('EMBU-GUAÇU')).toBe('Embu-Guaçu');
    expect(titleCase("BAR DO JOHN'S")).toBe("Bar do John's");
  });

  it('describes Simples and MEI status', () => {
    const br = (iso: string) => iso.split('-').reverse().join('/');
    expect(regimeStatus(true, '2020-02-01', null, br)).toBe('Optante desde 01/02/2020');
    expect(regimeStatus(false, '2020-02-01', '2021-03-04', br)).toBe('Excluído em 04/03/2021');
    expect(regimeStatus(false, null, null, br)).toBe('Não optante');
  });
});

describe('specialSituationText', () => {
  it('says the special situação in words with its date, and nothing when there is none', () => {
    expect(specialSituationText('RECUPERACAO JUDICIAL', '2016-05-07')).toBe(
      'Recuperação judicial desde 07/05/2016',
    );
    expect(specialSituationText('FALIDO', null)).toBe('Falida');
    expect(specialSituationText('SITUACAO NOVA', null)).toBe('Situacao Nova');
    expect(specialSituationText(null, '2016-05-07')).toBeNull();
    expect(specialSituationText('  ', null)).toBeNull();
  });
});
