// Zod's own messages in plain Brazilian Portuguese, for every check a schema states without a message of
// its own ("No máximo 120 caracteres", "Campo desconhecido: foo"). Zod's pt-BR locale reads like a
// validator ("Grande demais: esperava que o vetor tivesse <= 10600 elementos"); a seller reads these.
// Hand-written messages of the schemas always win: this map only fills the checks that have none.
import type { z } from 'zod';
import { echoed, MESSAGES } from './errors.ts';

type Issue = z.core.$ZodRawIssue;

const number = (value: number | bigint) =>
  typeof value === 'bigint' ? value.toString() : value.toLocaleString('pt-BR');

const plural = (n: number | bigint, one: string, many: string) => (Number(n) === 1 ? one : many);

/**
 * A field's error that tells a value missing (undefined or null: `missing`, "Informe a empresa (company_id)")
 * from one of the wrong type (`invalid`, "Empresa inválida (company_id)"): a number sent where a text goes read
 * as nothing sent.
 */
export const requiredError = (missing: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : invalid;

/** What a value of the expected type is called, for "Esperado …". */
const EXPECTED: Record<string, string> = {
  object: 'Esperado um objeto JSON',
  record: 'Esperado um objeto JSON',
  array: 'Esperada uma lista',
  tuple: 'Esperada uma lista',
  set: 'Esperada uma lista',
  string: 'Esperado um texto',
  number: 'Esperado um número',
  int: 'Esperado um número inteiro',
  bigint: 'Esperado um número inteiro',
  boolean: 'Use true ou false',
  date: 'Esperada uma data',
};

const FORMATS: Record<string, string> = {
  email: MESSAGES.invalidEmail,
  uuid: 'Identificador inválido',
  guid: 'Identificador inválido',
  url: 'Endereço (URL) inválido',
  date: 'Data inválida (use AAAA-MM-DD)',
  datetime: 'Data e hora inválidas',
  time: 'Hora inválida',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `No máximo ${number(max)} ${plural(max, 'caractere', 'caracteres')}`;
    case 'array':
    case 'set':
      return `No máximo ${number(max)} ${plural(max, 'item', 'itens')}`;
    case 'file':
      return `No máximo ${number(max)} bytes`;
    case 'date':
      return `A data deve ser até ${new Date(Number(max)).toISOString().slice(0, 10)}`;
    default:
      return issue.inclusive === false
        ? `O valor deve ser menor que ${number(max)}`
        : `O valor deve ser no máximo ${number(max)}`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1
        ? MESSAGES.requiredField
        : `Ao menos ${number(min)} ${plural(min, 'caractere', 'caracteres')}`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Informe ao menos um item' : `Ao menos ${number(min)} itens`;
    case 'file':
      return `Ao menos ${number(min)} bytes`;
    case 'date':
      return `A data deve ser a partir de ${new Date(Number(min)).toISOString().slice(0, 10)}`;
    default:
      return issue.inclusive === false
        ? `O valor deve ser maior que ${number(min)}`
        : `O valor deve ser no mínimo ${number(min)}`;
  }
}

/** The options of an enum or literal, when few enough to read in one line. */
function invalidValue(values: readonly unknown[]): string {
  const shown = values.map((v) => echoed(v));
  if (shown.length === 0 || shown.length > 8) return MESSAGES.invalidValue;
  const last = shown.pop();
  return `${MESSAGES.invalidValue} (use ${shown.length > 0 ? `${shown.join(', ')} ou ${last}` : last})`;
}

/** Zod's error map in plain pt-BR: set globally by the API and passed to the parses the web shows. */
export function brazilianZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input == null) return MESSAGES.requiredField;
      return EXPECTED[issue.expected] ?? MESSAGES.invalidValue;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido';
    case 'not_multiple_of':
      return `O valor deve ser múltiplo de ${number(issue.divisor)}`;
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 5).map((key) => echoed(key));
      const more = issue.keys.length > 5 ? ` e mais ${issue.keys.length - 5}` : '';
      return `${plural(issue.keys.length, 'Campo desconhecido', 'Campos desconhecidos')}: ${keys.join(', ')}${more}`;
    }
    case 'invalid_value':
      return invalidValue(issue.values);
    default:
      return MESSAGES.invalidValue;
  }
}
