// Value schemas of the search DSL, one per catalogue field kind (see search-fields.ts).
import { z } from 'zod';
import { isValidCnpj, normalizeDocument } from './cnpj.ts';
import { echoed } from './errors.ts';
import { MAX_CEP_DISTANCE_KM, type SearchFieldDefinition } from './search-fields.ts';
import { requiredError } from './zod-messages.ts';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Upper case, accents stripped, inner spaces collapsed: how names and addresses are stored. */
export function normalizeLabelText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
}

/** CEP as its 8 digits ("1310-100" → "01310100"); null when it cannot be one. */
export function normalizeCep(value: string): string | null {
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length < 5 || digits.length > 8) return null;
  return digits.padStart(8, '0');
}

export function isValidIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The most values one field's list takes (a pasted CNPJ list included). */
export const MAX_LIST_VALUES = 5000;

const list = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label}: informe uma lista de valores` })
    .min(1, `${label}: informe ao menos um valor`)
    .max(MAX_LIST_VALUES, `${label}: no máximo ${MAX_LIST_VALUES.toLocaleString('pt-BR')} valores`);

export function codeListSchema(field: SearchFieldDefinition) {
  const allowed = (field.options ?? []).map((o) => o.value);
  const item = z.string({ error: `${field.label}: valor inválido` }).refine((v) => allowed.includes(v), {
    error: (iss) => `${field.label}: valor inválido "${echoed(iss.input)}" (use ${allowed.join(', ')})`,
  });
  return list(item, field.label);
}

export function integerListSchema(field: SearchFieldDefinition) {
  const digits = field.digits ?? 9;
  const item = z
    .union([z.number(), z.string()], { error: `${field.label}: código inválido` })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.replace(/[^0-9]/g, '');
      const code = Number(text);
      if (!/^\d+$/.test(text) || text.length > digits || !Number.isSafeInteger(code) || code <= 0) {
        ctx.addIssue({ code: 'custom', message: `${field.label}: código inválido "${echoed(value)}"` });
        return z.NEVER;
      }
      return code;
    });
  return list(item, field.label);
}

export function stringListSchema(field: SearchFieldDefinition) {
  const isCep = field.name === 'nu_cep';
  const item = z.string({ error: `${field.label}: valor inválido` }).transform((value, ctx) => {
    const normalized = isCep ? normalizeCep(value) : normalizeLabelText(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: `${field.label}: valor inválido "${echoed(value)}"` });
      return z.NEVER;
    }
    return normalized;
  });
  return list(item, field.label);
}

export function cnpjListSchema(field: SearchFieldDefinition) {
  return list(z.string({ error: `${field.label}: informe CNPJs como texto` }), field.label)
    .superRefine((values, ctx) => {
      const invalid = values.filter((v) => !isValidCnpj(v));
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `CNPJ inválido: ${invalid
            .slice(0, 20)
            .map((v) => echoed(v))
            .join(', ')}${invalid.length > 20 ? ` e mais ${invalid.length - 20}` : ''}`,
          params: { invalid },
        });
      }
    })
    .transform((values) => [...new Set(values.map(normalizeDocument))]);
}

export function numberRangeSchema(field: SearchFieldDefinition) {
  const bound = z
    .number({ error: `${field.label}: o limite deve ser um número` })
    .refine((n) => Number.isFinite(n), `${field.label}: o limite deve ser um número`)
    .refine((n) => !field.integer || Number.isInteger(n), `${field.label}: use números inteiros`)
    .refine((n) => field.min === undefined || n >= field.min, {
      error:
        field.min === 0
          ? `${field.label}: valores negativos não são permitidos`
          : `${field.label}: o mínimo é ${field.min}`,
    })
    .refine((n) => field.max === undefined || n <= field.max, `${field.label}: o máximo é ${field.max}`);
  return rangeObject(bound, field.label);
}

export function dateRangeSchema(field: SearchFieldDefinition) {
  const bound = z
    .string({ error: `${field.label}: use datas no formato AAAA-MM-DD` })
    .refine(isValidIsoDate, {
      error: (iss) => `${field.label}: data inválida "${echoed(iss.input)}" (use AAAA-MM-DD)`,
    });
  return rangeObject(bound, field.label);
}

function rangeObject<T extends z.ZodType<number> | z.ZodType<string>>(bound: T, label: string) {
  return z
    .strictObject(
      { gte: bound.optional(), lte: bound.optional() },
      {
        error: (iss) =>
          iss.code === 'unrecognized_keys'
            ? `${label}: use apenas os limites gte e lte`
            : `${label}: informe um intervalo { gte, lte }`,
      },
    )
    .superRefine((range, ctx) => {
      const { gte, lte } = range as { gte?: number | string; lte?: number | string };
      if (gte === undefined && lte === undefined) {
        ctx.addIssue({ code: 'custom', message: `${label}: informe ao menos um limite (gte ou lte)` });
      } else if (gte !== undefined && lte !== undefined && gte > lte) {
        ctx.addIssue({ code: 'custom', message: `${label}: o início do intervalo é maior que o fim` });
      }
    }) as unknown as z.ZodType<
    { gte?: z.output<T>; lte?: z.output<T> },
    { gte?: z.input<T>; lte?: z.input<T> }
  >;
}

export function booleanSchema(field: SearchFieldDefinition) {
  return z.boolean({ error: `${field.label}: use true ou false` });
}

export function geoSchema(field: SearchFieldDefinition) {
  return z.strictObject(
    {
      cep: z.string({ error: requiredError('Informe o CEP', 'CEP inválido') }).transform((value, ctx) => {
        const cep = normalizeCep(value);
        if (!cep) {
          ctx.addIssue({ code: 'custom', message: `CEP inválido "${echoed(value)}"` });
          return z.NEVER;
        }
        return cep;
      }),
      distance: z
        .number({ error: `${field.label}: a distância deve ser um número` })
        .positive(`${field.label}: a distância deve ser maior que zero`)
        .max(MAX_CEP_DISTANCE_KM, `${field.label}: a distância máxima é ${MAX_CEP_DISTANCE_KM} km`),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? `${field.label}: use { cep, distance }` : undefined,
    },
  );
}
