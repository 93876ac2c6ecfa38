import { cnpjCheckDigits, cpfCheckDigits } from '@prospecta/contracts/cnpj';
import { describe, expect, it } from 'vitest';
import {
  checkCnpjEntries,
  checkCnpjList,
  cnpjListCounts,
  leftOutText,
  splitCnpjEntries,
  termCnpjList,
  termListText,
  tooManyCnpjsText,
  validCnpjs,
  withCnpjs,
} from '@/features/search/lib/cnpj-entries';

const cnpj = (base12: string) => `${base12}${cnpjCheckDigits(base12)}`;
const cpf = (base9: string) => `${base9}${cpfCheckDigits(base9)}`;
const GOOD = cnpj('112223330001');
const GOOD_2 = cnpj('123456780001');
const formatted = `${GOOD.slice(0, 2)}.${GOOD.slice(2, 5)}.${GOOD.slice(5, 8)}/${GOOD.slice(8, 12)}-${GOOD.slice(12)}`;

describe('pasted CNPJ lists (spec §5)', () => {
  it('splits on lines, commas, semicolons and tabs, strips punctuation and removes duplicates', () => {
    const checks = checkCnpjEntries(`${formatted}\r\n${GOOD_2}; ${GOOD} ,\n\n\t${GOOD_2}\t`);
    expect(validCnpjs(checks)).toEqual([GOOD, GOOD_2]);
  });

  it('keeps a CNPJ with spaces inside (copied from a PDF) as one entry', () => {
    const spaced = `${GOOD.slice(0, 2)} ${GOOD.slice(2, 5)} ${GOOD.slice(5, 8)} ${GOOD.slice(8, 12)} ${GOOD.slice(12)}`;
    expect(splitCnpjEntries(`${spaced}\n${GOOD_2}`)).toEqual([spaced, GOOD_2]);
    const checks = checkCnpjEntries(`${spaced}\n 11 . 222\u00a0333/0001 - 00 `);
    expect(checks).toMatchObject([
      { input: spaced, normalized: GOOD, valid: true },
      { normalized: '11222333000100', reason: 'Dígitos verificadores do CNPJ não conferem' },
    ]);
  });

  it('splits on spaces only between whole CNPJs (or CPFs)', () => {
    expect(splitCnpjEntries(`${GOOD} ${formatted}  ${GOOD_2}`)).toEqual([GOOD, formatted, GOOD_2]);
    expect(splitCnpjEntries(`${GOOD} ${cpf('123456789')}`)).toEqual([GOOD, cpf('123456789')]);
    // One piece short of a whole CNPJ: the spaces are inside one entry, which is then too long.
    expect(checkCnpjEntries(`${GOOD} 1234`)).toMatchObject([
      { valid: false, reason: 'Um CNPJ tem 14 caracteres (este tem 18)' },
    ]);
  });

  it('counts the entries that repeat one before them, formatted or not, valid or not', () => {
    const list = checkCnpjList(`${GOOD}\n${GOOD_2}\n${formatted}\n123\n123`);
    expect(validCnpjs(list.checks)).toEqual([GOOD, GOOD_2]);
    expect(list.repeated).toBe(2);
    expect(cnpjListCounts(list)).toEqual({
      valid: '2 válidos',
      invalid: '1 inválido',
      repeated: '2 repetidos',
    });
    expect(cnpjListCounts(checkCnpjList(`${GOOD}\n${GOOD_2}\n${GOOD}`))).toEqual({
      valid: '2 válidos',
      invalid: null,
      repeated: '1 repetido',
    });
    expect(cnpjListCounts(checkCnpjList(GOOD))).toEqual({ valid: '1 válido', invalid: null, repeated: null });
  });

  it.each([
    ['wrong check digits', `${GOOD.slice(0, 12)}00`, 'Dígitos verificadores do CNPJ não conferem'],
    ['one repeated digit', '11111111111111', 'CNPJ com todos os dígitos iguais'],
    ['a placeholder of letters', 'xx.xxx.xxx/xxxx-xx', 'Um CNPJ tem números, e este só tem letras'],
    ['letters as check digits', '12.ABC.345/0001-XY', 'Os dois últimos caracteres de um CNPJ são números'],
    ['too short', '1234567', 'Um CNPJ tem 14 caracteres (este tem 7)'],
    ['eleven zeros (CPF)', '000.000.000-00', 'CPF inválido (onze zeros)'],
    ['bad CPF', '12345678900', 'Dígitos verificadores do CPF não conferem'],
    ['a valid CPF is not a CNPJ', cpf('123456789'), 'CPF válido, mas a busca aceita somente CNPJs'],
  ])('rejects %s with its reason', (_name, input, reason) => {
    const [check] = checkCnpjEntries(input);
    expect(check).toMatchObject({ input, valid: false, reason });
  });

  it('accepts alphanumeric CNPJs', () => {
    const alnum = cnpj('12ABC3450001');
    expect(checkCnpjEntries(alnum.toLowerCase())[0]).toMatchObject({ normalized: alnum, valid: true });
  });
});

describe('several CNPJs in the search box (termCnpjList)', () => {
  it.each([
    ['spaces', `${GOOD} ${GOOD_2}`],
    ['commas', `${formatted},${GOOD_2}`],
    ['semicolons', `${formatted}; ${GOOD_2};`],
    ['new lines', `${formatted}\r\n${GOOD_2}\n`],
    [
      'tabs and mixed formats',
      `${formatted}\t${GOOD_2.slice(0, 2)} ${GOOD_2.slice(2, 8)} ${GOOD_2.slice(8)}`,
    ],
  ])('takes CNPJs separated by %s as a list, checked as the CNPJ list filter checks it', (_name, text) => {
    const list = termCnpjList(text);
    expect(list && validCnpjs(list.checks)).toEqual([GOOD, GOOD_2]);
  });

  it('leaves one CNPJ to the box (formatted, spaced, a root) and a name as a name', () => {
    expect(termCnpjList(GOOD)).toBeNull();
    expect(termCnpjList(` ${formatted} `)).toBeNull();
    expect(termCnpjList(`${formatted}\n`)).toBeNull();
    expect(termCnpjList('74 485 187 0001 05')).toBeNull();
    expect(termCnpjList('82.930.515')).toBeNull();
    expect(termCnpjList('padaria pão de mel')).toBeNull();
    expect(termCnpjList(`SUPERMERCADO 10, ${GOOD}`)).toBeNull();
    expect(termCnpjList('2024, 2025')).toBeNull();
    expect(termCnpjList('')).toBeNull();
  });

  it('says which entries are not searched and why, and counts a CNPJ given twice once', () => {
    const wrong = `${GOOD.slice(0, 12)}00`;
    const list = termCnpjList(`${GOOD}, ${wrong}, ${formatted}, 1234567, ${cpf('123456789')}`);
    expect(list && validCnpjs(list.checks)).toEqual([GOOD]);
    expect(list?.repeated).toBe(1);
    expect(list?.checks.filter((c) => !c.valid)).toMatchObject([
      { input: wrong, reason: 'Dígitos verificadores do CNPJ não conferem' },
      { input: '1234567', reason: 'Um CNPJ tem 14 caracteres (este tem 7)' },
      { input: cpf('123456789'), reason: 'CPF válido, mas a busca aceita somente CNPJs' },
    ]);
    // None valid: still a list (not a name), with each entry's reason.
    expect(termCnpjList(`${wrong} ${GOOD.slice(0, 12)}11`)?.checks.map((c) => c.valid)).toEqual([
      false,
      false,
    ]);
  });

  it('takes alphanumeric CNPJs written whole', () => {
    const alnum = cnpj('12ABC3450001');
    const list = termCnpjList(`${alnum.toLowerCase()}, ${GOOD}`);
    expect(list && validCnpjs(list.checks)).toEqual([alnum, GOOD]);
  });

  it('adds the list to the CNPJs already applied, each once, in order', () => {
    expect(withCnpjs([GOOD_2], [GOOD, GOOD_2])).toEqual([GOOD_2, GOOD]);
  });

  it('says under the box how many are searched, or that none is, or that the list is too long', () => {
    expect(termListText(2)).toBe(
      '2 CNPJs buscados como lista, no filtro “Buscar somente estes CNPJs” (Dados avançados).',
    );
    expect(termListText(1)).toMatch(/^1 CNPJ buscado como lista/);
    expect(termListText(0)).toBe('Nenhum CNPJ válido: a lista não foi aplicada.');
    expect(tooManyCnpjsText(5001)).toBe(
      'No máximo 5.000 CNPJs por lista (há 5.001 válidos): divida a lista em buscas menores.',
    );
  });
});

describe('leftOutText', () => {
  it('says how many of the CNPJs given the other filters left out, and nothing when none or not settled', () => {
    expect(leftOutText(3, 2)).toBe(
      ' 1 deles ficou de fora pelos demais filtros ou pelas opções exclusivas (por exemplo, só empresas ativas ou ainda não exportadas).',
    );
    expect(leftOutText(1200, 2)).toMatch(/^ 1\.198 deles ficaram de fora/);
    expect(leftOutText(3, 3)).toBe('');
    expect(leftOutText(3, null)).toBe('');
  });
});
