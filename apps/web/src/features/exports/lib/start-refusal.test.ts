import { describe, expect, it } from 'vitest';
import { alreadyRunningNotice, alreadyRunningOf } from '@/features/exports/lib/start-refusal';
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
