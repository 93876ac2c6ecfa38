// Zod's own checks, as a user reads them: one case per kind of check a schema may state without a message.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { echoed } from '../src/errors.ts';
import { brazilianZodMessage } from '../src/zod-messages.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: brazilianZodMessage });
  if (result.success) throw new Error('accepted');
  return result.error.issues[0]?.message;
};

describe('brazilianZodMessage', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['a list too long', z.array(z.string()).max(10_600), Array(10_601).fill('x'), 'No máximo 10.600 itens'],
    ['a text too long', z.string().max(120), 'x'.repeat(121), 'No máximo 120 caracteres'],
    ['a number too large', z.number().max(100), 101, 'O valor deve ser no máximo 100'],
    ['a number not below', z.number().lt(5), 5, 'O valor deve ser menor que 5'],
    ['a number too small', z.number().min(1), 0, 'O valor deve ser no mínimo 1'],
    ['a number not positive', z.number().positive(), 0, 'O valor deve ser maior que 0'],
    ['an empty text', z.string().min(1), '', 'Campo obrigatório'],
    ['a text too short', z.string().min(8), 'abc', 'Ao menos 8 caracteres'],
    ['an empty list', z.array(z.string()).min(1), [], 'Informe ao menos um item'],
    ['a missing field', z.object({ a: z.string() }), {}, 'Campo obrigatório'],
    ['a null field', z.object({ a: z.string() }), { a: null }, 'Campo obrigatório'],
    ['a text for an object', z.object({ a: z.string() }), 'texto', 'Esperado um objeto JSON'],
    ['a text for a list', z.array(z.string()), 'texto', 'Esperada uma lista'],
    ['a number for a text', z.string(), 5, 'Esperado um texto'],
    ['a text for a number', z.number(), '5', 'Esperado um número'],
    ['a text for a boolean', z.boolean(), 'sim', 'Use true ou false'],
    ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', foo: 1 }, 'Campo desconhecido: foo'],
    ['unknown fields', z.strictObject({}), { foo: 1, bar: 2 }, 'Campos desconhecidos: foo, bar'],
    ['a bad e-mail', z.email(), 'x', 'E-mail inválido'],
    ['a bad uuid', z.uuid(), 'x', 'Identificador inválido'],
    ['an option not offered', z.enum(['a', 'b', 'c']), 'd', 'Valor inválido (use a, b ou c)'],
    ['no union member', z.union([z.string(), z.number()]), true, 'Valor inválido'],
    ['a value not a multiple', z.number().multipleOf(5), 7, 'O valor deve ser múltiplo de 5'],
  ])('%s', (_name, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('never speaks like a validator', () => {
    const messages = [
      messageOf(z.array(z.number()).max(2), [1, 2, 3]),
      messageOf(z.object({ a: z.number() }), { a: 'x' }),
      messageOf(z.strictObject({}), { foo: 1 }),
    ];
    for (const message of messages) expect(message).not.toMatch(/esperava|Entrada inválida|Chave|<=|vetor/);
  });

  it('keeps the schema’s own message', () => {
    expect(messageOf(z.string().max(3, 'Nome longo'), 'abcd')).toBe('Nome longo');
  });

  it('cuts a huge unknown field name', () => {
    const key = 'k'.repeat(5000);
    expect(messageOf(z.strictObject({}), { [key]: 1 })).toBe(`Campo desconhecido: ${echoed(key)}`);
  });
});

describe('echoed', () => {
  it('quotes short values whole and cuts long ones to 40 characters with an ellipsis', () => {
    expect(echoed('SP')).toBe('SP');
    expect(echoed('x'.repeat(40))).toBe('x'.repeat(40));
    expect(echoed('x'.repeat(100_000))).toBe(`${'x'.repeat(39)}…`);
    expect(Array.from(echoed('😀'.repeat(50)))).toHaveLength(40);
  });
});
