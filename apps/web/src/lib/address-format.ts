// A registry address as people write it. The Receita Federal writes every part in upper case, often without
// accents ("RUA DOS ANDRADAS", "1234", "SALA 5", "CENTRO"); the screens show it in Portuguese title case:
// "Rua dos Andradas, 1234, Sala 5 — Centro, Porto Alegre/RS". A part already written in mixed case (the IBGE's
// municipality names: "Estrela d'Oeste", "Machadinho D'Oeste") is kept as written. Exported files keep the
// registry's own text; this is for reading on screen.
import type { CompanyDetail } from '@prospecta/contracts/search-company';

/** Lower case inside a name: "Rua dos Andradas", "Loja 2 e 3". */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/**
 * Words a letter may name ("Quadra E", "Bloco E"): an "E" between two of them is a letter ("QUADRA E LOTE 3" is
 * "Quadra E Lote 3"), elsewhere the word "e" ("LOJA 2 E 3", "LOJA E SOBRELOJA").
 */
const UNIT_WORDS = new Set(
  `rua travessa avenida alameda quadra qd qda lote lt bloco bl casa torre sala loja lj box galpao galpão conj
  conjunto apto ap apartamento ala setor modulo módulo area área letra ed edificio edifício`.split(/\s+/),
);

/** Brazil's federal highways and the states' (written "SP 280" as well as "SP-280"); AP reads as an apartment. */
const HIGHWAY_PREFIXES = new Set(
  `BR AC AL AM BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO`.split(/\s+/),
);

/** 1 to 39 in roman numerals: "Pedro II", "João XXIII", "XV de Novembro" ("MIX", "DI" or "LI" are words). */
const ROMAN = /^(?:X{1,3}(?:IX|IV|V?I{0,3})|IX|IV|V?I{1,3}|V)$/;

/**
 * The street type's short forms as they are usually written ("AV" → "Av."), and the accents the registry's
 * fixed list of types leaves out ("PRACA" → "Praça"). Only the street's first word is read this way.
 */
const STREET_TYPES: Record<string, string> = {
  AV: 'Av.',
  R: 'R.',
  TV: 'Tv.',
  TRAV: 'Trav.',
  AL: 'Al.',
  ROD: 'Rod.',
  EST: 'Est.',
  PCA: 'Pça.',
  PRACA: 'Praça',
  CHACARA: 'Chácara',
  SITIO: 'Sítio',
  PATIO: 'Pátio',
  NUCLEO: 'Núcleo',
  AREA: 'Área',
  ESTACAO: 'Estação',
  CONDOMINIO: 'Condomínio',
  COLONIA: 'Colônia',
};

/** A street type's short form, to tell "RUA" + "R DOS ANDRADAS" or "AVENIDA" + "AV BRASIL" as one type. */
const SHORT_TYPE: Record<string, string> = {
  AVENIDA: 'AV',
  RUA: 'R',
  TRAVESSA: 'TV',
  ALAMEDA: 'AL',
  RODOVIA: 'ROD',
  ESTRADA: 'EST',
  PRACA: 'PCA',
};

const NO_NUMBER = /^(?:S\.?\s?\/?\s?N\.?[º°O]?|SEM\s+N[UÚ]MERO)$/i;

/** One word in title case: the first letter, and one after "-", "/", "(", "." or a quote, upper. */
function capitalized(word: string, index: number): string {
  const pieces = word.toLocaleLowerCase('pt-BR').split('-');
  return pieces
    .map((piece, at) =>
      // "Pé-de-Moleque": a particle inside a hyphenated word stays lower too.
      at > 0 && PARTICLES.has(piece)
        ? piece
        : piece.replace(
            // A letter alone after an apostrophe stays lower ("BAR DO JOHN'S" → "Bar do John's").
            /(^|[/(."“]|['’](?=\p{L}{2}))(\p{L})/gu,
            (_, before: string, letter: string) => before + letter.toLocaleUpperCase('pt-BR'),
          ),
    )
    .join('-')
    .replace(/^d(?=['’]\p{L})/iu, index > 0 ? 'd' : 'D');
}

const isUnitWord = (word: string | undefined) =>
  UNIT_WORDS.has(word?.toLocaleLowerCase('pt-BR').replace(/\.$/, '') ?? '');

function addressWord(word: string, index: number, words: readonly string[]): string {
  const upper = word.toLocaleUpperCase('pt-BR');
  const lower = word.toLocaleLowerCase('pt-BR');
  // "123A", "BR-101", "1º", "KM12": a word with a digit is a code, kept upper case.
  if (/\d/.test(word)) return upper;
  if (/^S\/N[º°]?$/i.test(word)) return 'S/N';
  const next = words[index + 1];
  if (PARTICLES.has(lower) && index > 0 && next !== undefined) {
    if (lower !== 'e' || !isUnitWord(words[index - 1]) || !isUnitWord(next)) return lower;
  }
  if (ROMAN.test(upper)) return upper;
  // "RODOVIA BR 101", "SP 280": a highway's letters before its number.
  if (HIGHWAY_PREFIXES.has(upper) && next !== undefined && /^\d/.test(next)) return upper;
  // A single letter names a block, a lot or a street ("Quadra B", "Rua A").
  if (/^\p{L}$/u.test(word)) return upper;
  return capitalized(word, index);
}

/**
 * One part of an address (a street, a complement, a neighbourhood, a municipality) in title case, spaces
 * collapsed; a part with a lower-case letter is already written by someone and is kept; '' for none.
 */
export function addressText(value: string | null | undefined): string {
  const words = value?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return '';
  const text = words.join(' ');
  // Written in mixed case already ("Estrela d'Oeste"): kept. "1º ANDAR" is upper case ("º" has no capital).
  if (text !== text.toLocaleUpperCase('pt-BR')) return text;
  return words.map((word, index) => addressWord(word, index, words)).join(' ');
}

/** The street with its type: "RUA" + "DOS ANDRADAS" → "Rua dos Andradas", "AV" + "BRASIL" → "Av. Brasil". */
export function streetText(type: string | null | undefined, name: string | null | undefined): string {
  const kind = type?.trim().toLocaleUpperCase('pt-BR').replace(/\.$/, '') ?? '';
  const street = name?.trim() ?? '';
  const first = street.split(/\s+/)[0]?.toLocaleUpperCase('pt-BR').replace(/\.$/, '') ?? '';
  // The registry repeats the type in the name at times ("RUA" + "RUA DOS ANDRADAS"): written once.
  const repeated = kind !== '' && (first === kind || first === SHORT_TYPE[kind]);
  const text = addressText(repeated ? street : [type, street].filter(Boolean).join(' '));
  const [head = '', ...rest] = text.split(' ');
  const short = STREET_TYPES[head.toLocaleUpperCase('pt-BR').replace(/\.$/, '')];
  return short && rest.length > 0 ? [short, ...rest].join(' ') : text;
}

/** The number: "1234", "123A", "Km 12"; "S/N" however the registry writes "no number" ("SN", "S/N", "S N"). */
export function numberText(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return NO_NUMBER.test(text) ? 'S/N' : addressText(text);
}

/** "Porto Alegre/RS" (the state always upper case), one of them alone when the other is missing, '' for none. */
export function formatPlace(municipio: string | null | undefined, uf: string | null | undefined): string {
  return [addressText(municipio), uf?.trim().toUpperCase() ?? ''].filter(Boolean).join('/');
}

/** "01310100" → "01310-100". */
export function formatCep(value: string | null): string {
  if (!value) return '—';
  const d = value.replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

export type AddressFields = Pick<
  CompanyDetail['endereco'],
  | 'tipo_logradouro'
  | 'logradouro'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cep'
  | 'municipio'
  | 'uf'
  | 'cidade_exterior'
  | 'pais'
>;

/**
 * A company's address on one line, to read: "Rua dos Andradas, 1234, Sala 5 — Centro, Porto Alegre/RS — CEP
 * 90020-008"; abroad, the city and the country ("Lisboa — Portugal"); '—' when the registry has nothing.
 */
export function formatAddress(address: AddressFields): string {
  const first = [
    streetText(address.tipo_logradouro, address.logradouro),
    numberText(address.numero),
    addressText(address.complemento),
  ]
    .filter(Boolean)
    .join(', ');
  const city = address.cidade_exterior
    ? [addressText(address.cidade_exterior), addressText(address.pais)].filter(Boolean).join(' — ')
    : formatPlace(address.municipio, address.uf);
  const parts = [first, [addressText(address.bairro), city].filter(Boolean).join(', ')].filter(Boolean);
  const cep = address.cep ? ` — CEP ${formatCep(address.cep)}` : '';
  return `${parts.join(' — ')}${cep}` || '—';
}
