import { describe, expect, it } from 'vitest';
import {
  cnaeCodeText,
  namePickedCodes,
  parseCnaes,
  parseMunicipalities,
  searchCnaes,
  searchMunicipalities,
} from '@/features/search/lib/lookups';

const ESTADOS =
  '\uFEFFcodigo_uf,uf,nome,latitude,longitude,regiao\n35,SP,São Paulo,0,0,Sudeste\n33,RJ,Rio de Janeiro,0,0,Sudeste\n';
const MUNICIPIOS = [
  'codigo_ibge,nome,latitude,longitude,capital,codigo_uf,siafi_id,ddd,fuso_horario',
  '3550308,São Paulo,0,0,1,35,7107,11,America/Sao_Paulo',
  '3304557,Rio de Janeiro,0,0,1,33,6001,21,America/Sao_Paulo',
  '3548708,São Bernardo do Campo,0,0,0,35,7075,11,America/Sao_Paulo',
  '3303302,Niterói,0,0,0,33,5865,21,America/Sao_Paulo',
  '3509502,Campinas,0,0,0,35,6291,19,America/Sao_Paulo',
].join('\n');
const CNAES =
  'codigo\tdescricao\n1091102\tFabricação de produtos de padaria e confeitaria\n4721102\tPadaria e confeitaria com predominância de revenda\n6201501\tDesenvolvimento de programas de computador sob encomenda\n';

describe('municipality lookup', () => {
  const list = parseMunicipalities(MUNICIPIOS, ESTADOS);

  it('parses the IBGE table with the state of each municipality', () => {
    expect(list).toHaveLength(5);
    expect(list.find((m) => m.code === 3303302)).toEqual({
      code: 3303302,
      name: 'Niterói',
      uf: 'RJ',
      capital: false,
    });
  });

  it('finds by name without accents, names starting with the text first', () => {
    expect(searchMunicipalities(list, 'sao', []).map((m) => m.name)).toEqual([
      'São Bernardo do Campo',
      'São Paulo',
    ]);
    expect(searchMunicipalities(list, 'NITEROI', []).map((m) => m.code)).toEqual([3303302]);
    expect(searchMunicipalities(list, 'campo', []).map((m) => m.name)).toEqual(['São Bernardo do Campo']);
  });

  it('searches within the chosen states, capitals first when nothing is typed', () => {
    expect(searchMunicipalities(list, 'rio', ['SP'])).toEqual([]);
    expect(searchMunicipalities(list, '', ['SP'])[0]?.name).toBe('São Paulo');
  });
});

describe('CNAE lookup', () => {
  const cnaes = parseCnaes(CNAES);

  it('formats codes as on the registry card', () => {
    expect(cnaeCodeText(6201501)).toBe('6201-5/01');
    expect(cnaeCodeText(111301)).toBe('0111-3/01');
  });

  it.each([
    ['4721', [4721102]],
    ['6201-5/01', [6201501]],
    ['padaria', [1091102, 4721102]],
    ['fabricacao padaria', [1091102]],
    ['PROGRAMAS computador', [6201501]],
    ['1091 revenda', []],
  ])('"%s" finds %j', (text, codes) => {
    expect(searchCnaes(cnaes, text).map((c) => c.code)).toEqual(codes);
  });
});

describe('namePickedCodes', () => {
  it('names the codes still labelled with themselves, and leaves the named ones', () => {
    const names = new Map([[3550308, 'São Paulo/SP']]);
    const picked = [
      { value: 3550308, label: '3550308' },
      { value: 3304557, label: 'Rio de Janeiro/RJ' },
    ];
    expect(namePickedCodes(picked, (code) => names.get(code))).toEqual([
      { value: 3550308, label: 'São Paulo/SP' },
      { value: 3304557, label: 'Rio de Janeiro/RJ' },
    ]);
  });

  it('changes nothing when no label needs a name (or the table lacks the code)', () => {
    expect(namePickedCodes([{ value: 1, label: 'Um' }], () => 'x')).toBeNull();
    expect(namePickedCodes([{ value: 2, label: '2' }], () => undefined)).toBeNull();
  });
});
