import { describe, expect, it } from 'vitest';
import {
  type AddressFields,
  addressText,
  formatAddress,
  formatCep,
  formatPlace,
  numberText,
  streetText,
} from '@/lib/address-format';

/** An address as the registry hands it over: upper case, the municipality's name from the IBGE table. */
const andradas: AddressFields = {
  tipo_logradouro: 'RUA',
  logradouro: 'DOS ANDRADAS',
  numero: '1234',
  complemento: 'SALA 5',
  bairro: 'CENTRO',
  cep: '90020008',
  municipio: 'Porto Alegre',
  uf: 'RS',
  cidade_exterior: null,
  pais: null,
};

describe('formatAddress', () => {
  it('writes a registry address in Portuguese title case on one line', () => {
    expect(formatAddress(andradas)).toBe(
      'Rua dos Andradas, 1234, Sala 5 — Centro, Porto Alegre/RS — CEP 90020-008',
    );
    expect(
      formatAddress({
        ...andradas,
        tipo_logradouro: 'AVENIDA',
        logradouro: 'JOSE BONIFACIO',
        numero: '212',
        complemento: 'APTO 101 BLOCO B',
        bairro: 'JARDIM DAS FLORES',
        cep: null,
        municipio: 'SAO PAULO',
        uf: 'sp',
      }),
    ).toBe('Avenida Jose Bonifacio, 212, Apto 101 Bloco B — Jardim das Flores, Sao Paulo/SP');
  });

  it('leaves out what the registry lacks, and says "—" when it has nothing', () => {
    expect(formatAddress({ ...andradas, numero: null, complemento: null, bairro: null, cep: null })).toBe(
      'Rua dos Andradas — Porto Alegre/RS',
    );
    expect(formatAddress({ ...andradas, complemento: '', bairro: '  ', cep: null })).toBe(
      'Rua dos Andradas, 1234 — Porto Alegre/RS',
    );
    expect(
      formatAddress({
        tipo_logradouro: null,
        logradouro: null,
        numero: null,
        complemento: null,
        bairro: null,
        cep: null,
        municipio: null,
        uf: '',
        cidade_exterior: null,
        pais: null,
      }),
    ).toBe('—');
  });

  it('writes an address abroad with its city and country', () => {
    expect(
      formatAddress({
        ...andradas,
        tipo_logradouro: 'RUA',
        logradouro: 'AUGUSTA',
        numero: '10',
        complemento: null,
        bairro: null,
        cep: null,
        municipio: 'LISBOA',
        uf: 'EX',
        cidade_exterior: 'LISBOA',
        pais: 'PORTUGAL',
      }),
    ).toBe('Rua Augusta, 10 — Lisboa — Portugal');
  });

  it('writes the quirks of the registry as people write them', () => {
    expect(
      formatAddress({
        ...andradas,
        tipo_logradouro: 'RODOVIA',
        logradouro: 'BR-101',
        numero: 'KM 12',
        complemento: 'GALPAO 3',
        bairro: 'DISTRITO INDUSTRIAL',
        cep: '8800000',
        municipio: 'Palhoça',
        uf: 'SC',
      }),
    ).toBe('Rodovia BR-101, Km 12, Galpao 3 — Distrito Industrial, Palhoça/SC — CEP 8800000');
    expect(
      formatAddress({
        ...andradas,
        tipo_logradouro: 'PRACA',
        logradouro: "D'ÁVILA",
        numero: 'SN',
        complemento: 'LOJA 2 E 3',
        bairro: 'VILA  NOVA',
        cep: '01310100',
        municipio: "MACHADINHO D'OESTE",
        uf: 'RO',
      }),
    ).toBe("Praça d'Ávila, S/N, Loja 2 e 3 — Vila Nova, Machadinho d'Oeste/RO — CEP 01310-100");
  });
});

describe('streetText', () => {
  it('lowers the particles after the first word and keeps an apostrophe name whole', () => {
    expect(streetText('RUA', 'DOS ANDRADAS')).toBe('Rua dos Andradas');
    expect(streetText('AVENIDA', 'SETE DE SETEMBRO')).toBe('Avenida Sete de Setembro');
    expect(streetText('RUA', 'JOAO E MARIA DA SILVA')).toBe('Rua Joao e Maria da Silva');
    expect(streetText('RUA', "ANITA D'ÁVILA")).toBe("Rua Anita d'Ávila");
    expect(streetText('RUA', "GOTA D'AGUA")).toBe("Rua Gota d'Agua");
    expect(streetText('RUA', "SANT'ANA")).toBe("Rua Sant'Ana");
    expect(streetText('TRAVESSA', 'PE-DE-MOLEQUE')).toBe('Travessa Pe-de-Moleque');
  });

  it('keeps roman numerals, highways and numbered names upper case', () => {
    expect(streetText('RUA', 'DOM PEDRO II')).toBe('Rua Dom Pedro II');
    expect(streetText('PRACA', 'XV DE NOVEMBRO')).toBe('Praça XV de Novembro');
    expect(streetText('AVENIDA', 'JOAO XXIII')).toBe('Avenida Joao XXIII');
    expect(streetText('RUA', 'MIX DI LI')).toBe('Rua Mix Di Li');
    expect(streetText('RODOVIA', 'BR 101')).toBe('Rodovia BR 101');
    expect(streetText('RODOVIA', 'SP-280')).toBe('Rodovia SP-280');
    expect(streetText('RUA', '25 DE MARCO')).toBe('Rua 25 de Marco');
  });

  it('keeps the letters that name a street or a block', () => {
    expect(streetText('RUA', 'A')).toBe('Rua A');
    expect(streetText('RUA', 'E')).toBe('Rua E');
    expect(streetText('QUADRA', 'E LOTE 3')).toBe('Quadra E Lote 3');
  });

  it('writes the usual short types with their dot, and a type repeated in the name once', () => {
    expect(streetText('AV', 'BRASIL')).toBe('Av. Brasil');
    expect(streetText(null, 'AV. BRASIL')).toBe('Av. Brasil');
    expect(streetText('R', 'DOS ANDRADAS')).toBe('R. dos Andradas');
    expect(streetText('RUA', 'RUA DOS ANDRADAS')).toBe('Rua dos Andradas');
    expect(streetText('AVENIDA', 'AV BRASIL')).toBe('Av. Brasil');
    expect(streetText('RUA', null)).toBe('Rua');
    expect(streetText(null, null)).toBe('');
  });

  it('keeps a street already written in mixed case as written', () => {
    expect(streetText(null, 'Rua Dona Laura')).toBe('Rua Dona Laura');
  });
});

describe('numberText', () => {
  it('writes "no number" one way and keeps letters beside a number upper case', () => {
    for (const none of ['S/N', 'SN', 'S N', 's/n', 'S/Nº', 'S.N.', 'SEM NUMERO'])
      expect(numberText(none)).toBe('S/N');
    expect(numberText('123A')).toBe('123A');
    expect(numberText('123-B')).toBe('123-B');
    expect(numberText('KM 12')).toBe('Km 12');
    expect(numberText(' 1234 ')).toBe('1234');
    expect(numberText(null)).toBe('');
  });
});

describe('addressText', () => {
  it('writes a complement or a neighbourhood in title case, spaces collapsed', () => {
    expect(addressText('APTO 101')).toBe('Apto 101');
    expect(addressText('LOJA 2 E 3')).toBe('Loja 2 e 3');
    expect(addressText('LOJA E SOBRELOJA')).toBe('Loja e Sobreloja');
    expect(addressText('BLOCO A E B')).toBe('Bloco A e B');
    expect(addressText('SALA 1;  LOJA 2')).toBe('Sala 1; Loja 2');
    expect(addressText('CONJ 12 (FUNDOS)')).toBe('Conj 12 (Fundos)');
    expect(addressText('1º ANDAR')).toBe('1º Andar');
    expect(addressText('LOJA A/B')).toBe('Loja A/B');
    expect(addressText('KM 12 S/N')).toBe('Km 12 S/N');
    expect(addressText('JARDIM SAO JOSE')).toBe('Jardim Sao Jose');
    expect(addressText('VILA DOS PASSAROS')).toBe('Vila dos Passaros');
    expect(addressText('EMBU-GUAÇU')).toBe('Embu-Guaçu');
    expect(addressText("D'ÁVILA")).toBe("D'Ávila");
    expect(addressText(null)).toBe('');
    expect(addressText('   ')).toBe('');
  });
});

describe('formatPlace', () => {
  it('writes the municipality with its state, keeping the IBGE name as written', () => {
    expect(formatPlace('PORTO ALEGRE', 'RS')).toBe('Porto Alegre/RS');
    expect(formatPlace("Estrela d'Oeste", 'SP')).toBe("Estrela d'Oeste/SP");
    expect(formatPlace("Machadinho D'Oeste", 'ro')).toBe("Machadinho D'Oeste/RO");
    expect(formatPlace(null, 'SP')).toBe('SP');
    expect(formatPlace(null, null)).toBe('');
  });
});

describe('formatCep', () => {
  it('punctuates a CEP of 8 digits and leaves anything else as it is', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('1310100')).toBe('1310100');
    expect(formatCep(null)).toBe('—');
  });
});
