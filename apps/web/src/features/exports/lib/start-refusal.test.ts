import { describe, expect, it } from 'vitest';
import {
  alreadyRunningNotice,
  alreadyRunningOf,
  refusedFieldsNotice,
} from '@/features/exports/lib/start-refusal';
import { ApiError } from '@/lib/api-errors';

const RUNNING = 'Já existe uma exportação desta lista para este destino em andamento';
const EVENT = '5b0c2a4e-8f1d-4c3a-9a6b-2f7e1d0c9b8a';

describe('alreadyRunningOf', () => {
  it('reads the 409 of a start: the server message and the running export it names', () => {
    expect(alreadyRunningOf(new ApiError(409, { message: RUNNING, eventId: EVENT }))).toEqual({
      message: RUNNING,
      eventId: EVENT,
    });
  });

  it('keeps the message when the answer names no export (the dialog says it over the form)', () => {
    expect(alreadyRunningOf(new ApiError(409, { message: RUNNING }))).toEqual({
      message: RUNNING,
      eventId: null,
    });
    expect(alreadyRunningOf(new ApiError(409, { message: RUNNING, eventId: '' }))).toEqual({
      message: RUNNING,
      eventId: null,
    });
  });

  it.each([
    [
      'a credit refusal (said by the global handler)',
      new ApiError(422, { message: 'Crédito não disponível' }),
    ],
    ['a server error', new ApiError(500, { message: 'x' })],
    ['not an API error', new Error('x')],
    ['nothing', null],
  ])('is null for %s', (_, error) => {
    expect(alreadyRunningOf(error)).toBeNull();
  });
});

describe('alreadyRunningNotice', () => {
  it('says the server message and points at the progress while the export runs', () => {
    expect(alreadyRunningNotice(RUNNING, false)).toBe(`${RUNNING}. Acompanhe abaixo o andamento dela.`);
    expect(alreadyRunningNotice(`${RUNNING}.`, false)).toBe(`${RUNNING}. Acompanhe abaixo o andamento dela.`);
  });

  it('says, once it ended, that the export shown is the one that was running', () => {
    expect(alreadyRunningNotice(RUNNING, true)).toMatch(
      /já estava em andamento: a que você pediu não foi iniciada\.$/,
    );
  });
});

describe('refusedFieldsNotice', () => {
  const fields = ['cnpj', 'natureza_juridica', 'simples', 'mei'] as const;
  const refused = (...indexes: number[]) =>
    new ApiError(400, {
      message: 'Campo de exportação inválido (e mais 2 erros)',
      errors: indexes.map((i) => ({ summary: `fields.${i}`, description: 'Campo de exportação inválido' })),
    });

  it('names the columns the API refused by the index of `fields`, with their headers', () => {
    expect(refusedFieldsNotice(refused(1, 2, 3), fields)).toBe(
      'O servidor não aceitou os campos "Natureza jurídica", "Optante pelo Simples" e "MEI". Desmarque-os e exporte de novo.',
    );
    expect(refusedFieldsNotice(refused(3), fields)).toBe(
      'O servidor não aceitou o campo "MEI". Desmarque-o e exporte de novo.',
    );
  });

  it('says nothing of another refusal', () => {
    expect(
      refusedFieldsNotice(new ApiError(400, { message: 'Ordem inválida', errors: [] }), fields),
    ).toBeNull();
    expect(refusedFieldsNotice(new ApiError(409, { message: RUNNING }), fields)).toBeNull();
    expect(refusedFieldsNotice(refused(9), fields)).toBeNull();
    expect(refusedFieldsNotice(null, fields)).toBeNull();
  });
});
