import { VALIDATION_MESSAGES, type ValidationStatusResponse } from '@prospecta/contracts/validation-api';
import { describe, expect, it } from 'vitest';
import {
  confirmationOf,
  describedByOf,
  disabledReason,
  refusalText,
  startedRunOf,
  startedRunText,
  type ValidationState,
} from '@/features/validation/lib/validation-actions';
import { ApiError } from '@/lib/api-errors';

const status = (patch: Partial<ValidationStatusResponse> = {}): ValidationStatusResponse => ({
  emailsValidationStatus: 'not initialized',
  emailsValidationStartedAt: null,
  phonesValidationStatus: 'not initialized',
  phonesValidationStartedAt: null,
  phoneValidationRequestAvailableAt: null,
  progress: { emails: null, phones: null },
  ...patch,
});
const state = (patch: Partial<ValidationState> = {}): ValidationState => ({
  status: status(),
  empty: false,
  phonesAddedSince: 0,
  ...patch,
});

describe('disabledReason', () => {
  it.each([
    ['a list never validated: every button', 'emails', state(), null],
    ['', 'phones', state(), null],
    ['', 'request_phones', state(), null],
    ['an empty list', 'phones', state({ empty: true }), 'A lista ainda não tem empresas para validar.'],
    [
      'the status not loaded yet',
      'emails',
      state({ status: undefined }),
      'Carregando o estado da validação…',
    ],
    [
      'the status that could not be read',
      'request_phones',
      state({ status: undefined, statusFailed: true }),
      'Não foi possível ler o estado da validação: recarregue a página.',
    ],
    [
      'e-mails being validated',
      'emails',
      state({ status: status({ emailsValidationStatus: 'in progress' }) }),
      'Os e-mails estão sendo validados: aguarde o fim desta validação.',
    ],
    [
      'phones being validated: both phone buttons',
      'request_phones',
      state({ status: status({ phonesValidationStatus: 'in progress' }) }),
      'Os telefones estão sendo validados: aguarde o fim desta validação.',
    ],
    [
      'every phone validated: nothing left for "Validar telefones"',
      'phones',
      state({ status: status({ phonesValidationStatus: 'completed' }) }),
      'Todos os telefones da lista já foram validados. Para validar todos de novo, solicite a validação de telefones.',
    ],
    [
      'every phone validated, and a request made within 3 days',
      'phones',
      state({ status: status({ phonesValidationStatus: 'completed' }), requestAvailable: false }),
      'Todos os telefones da lista já foram validados.',
    ],
    [
      'companies added since the phone validation',
      'phones',
      state({ status: status({ phonesValidationStatus: 'completed' }), phonesAddedSince: 3 }),
      null,
    ],
    [
      'a phone run that failed goes on where it stopped',
      'phones',
      state({ status: status({ phonesValidationStatus: 'failed' }) }),
      null,
    ],
    [
      'phones being validated do not hold the e-mails',
      'emails',
      state({ status: status({ phonesValidationStatus: 'in progress' }) }),
      null,
    ],
  ] as const)('%s %s', (_case, kind, s, expected) => {
    expect(disabledReason(kind, s)).toBe(expected);
  });
});

describe('confirmationOf', () => {
  it('starts an e-mail run at once when there is nothing to replace, and asks when there is', () => {
    expect(confirmationOf('emails', null)).toBeNull();
    expect(confirmationOf('emails', { valid: 0, maybe: 0, invalid: 0 })).toBeNull();
    expect(confirmationOf('emails', { valid: 80, maybe: 1, invalid: 5 })).toEqual({
      title: 'Validar os e-mails de novo?',
      message:
        'Os resultados atuais (80 válidos, 1 talvez e 5 inválidos) serão substituídos pelos da nova validação, que confere todos os e-mails da lista. Validar contatos não gasta créditos (nem de consulta, nem de exportação).',
      confirm: 'Validar de novo',
    });
  });

  it('asks after a finished e-mail run whose results are not counted yet', () => {
    expect(confirmationOf('emails', null, true)?.message).toMatch(
      /^Os resultados atuais serão substituídos pelos da nova validação/,
    );
    // Counted, and none: nothing to lose.
    expect(confirmationOf('emails', { valid: 0, maybe: 0, invalid: 0 }, true)).toBeNull();
  });

  it('never asks before "Validar telefones" (it only adds to the results)', () => {
    expect(confirmationOf('phones', { valid: 120, invalid: 6 })).toBeNull();
  });

  it('always asks before a phone request, saying what it replaces and the 3-day wait', () => {
    expect(confirmationOf('request_phones', { valid: 1, invalid: 1 })?.message).toBe(
      'Todos os telefones da lista serão validados de novo, do zero: os resultados atuais (1 válido e 1 inválido) serão substituídos. Uma nova solicitação só será possível 3 dias depois. Validar contatos não gasta créditos (nem de consulta, nem de exportação).',
    );
    expect(confirmationOf('request_phones', null)).toMatchObject({
      title: 'Solicitar a validação de todos os telefones?',
      confirm: 'Solicitar validação',
    });
    expect(confirmationOf('request_phones', null)?.message).toMatch(
      /^Todos os telefones da lista serão validados de novo, do zero\. /,
    );
  });
});

describe('startedRunText', () => {
  const run = { kind: 'phones' as const, startedAt: '2026-11-29T13:00:00.000Z' };
  it('says the run started until the status read again is this run’s', () => {
    // The status still holds the previous run (finished): not this one's word.
    const previous = status({
      phonesValidationStatus: 'completed',
      phonesValidationStartedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(startedRunText(run, previous)).toEqual({
      text: 'Validação dos telefones iniciada: o andamento aparece no quadro Telefones. Você também será avisado nas notificações quando ela terminar.',
      color: 'blue',
    });
    expect(startedRunText(run, undefined).color).toBe('blue');
  });

  it('follows the run as its card does: finished or failed', () => {
    const same = { phonesValidationStartedAt: run.startedAt };
    expect(startedRunText(run, status({ ...same, phonesValidationStatus: 'completed' }))).toEqual({
      text: 'Validação dos telefones concluída: o resultado está no quadro Telefones.',
      color: 'teal',
    });
    expect(startedRunText(run, status({ ...same, phonesValidationStatus: 'failed' }))).toEqual({
      text: 'A validação dos telefones falhou: veja o quadro Telefones e valide de novo.',
      color: 'red',
    });
    const emails = { kind: 'emails' as const, startedAt: run.startedAt };
    expect(
      startedRunText(
        emails,
        status({ emailsValidationStartedAt: run.startedAt, emailsValidationStatus: 'completed' }),
      ).text,
    ).toBe('Validação dos e-mails concluída: o resultado está no quadro E-mails.');
  });
});

describe('startedRunOf', () => {
  const startedAt = '2026-11-29T13:00:00.000Z';
  it('follows a started run; says the server’s word when no run started (every phone already validated)', () => {
    const going = startedRunOf('phones', {
      message: 'Success',
      jobId: 'j1',
      status: 'in progress',
      startedAt,
    });
    expect(going).toEqual({ kind: 'phones', startedAt });
    expect(startedRunText(going, undefined).color).toBe('blue');
    const answer = {
      message: VALIDATION_MESSAGES.allPhonesValidated,
      jobId: 'j1',
      status: 'completed' as const,
      startedAt,
    };
    const nothing = startedRunOf('phones', answer);
    // Whatever the status read says (the previous run, completed), the box says no run started.
    expect(
      startedRunText(
        nothing,
        status({ phonesValidationStatus: 'completed', phonesValidationStartedAt: startedAt }),
      ),
    ).toEqual({ text: VALIDATION_MESSAGES.allPhonesValidated, color: 'teal' });
    expect(VALIDATION_MESSAGES.allPhonesValidated).toMatch(
      /^Todos os telefones desta lista já foram validados/,
    );
  });
});

describe('refusalText', () => {
  it('writes the date of a request made too soon as the app writes dates (Brasília), not the server’s text', () => {
    const error = new ApiError(422, {
      message:
        'A validação de telefones desta lista já foi solicitada. Uma nova solicitação será possível a partir de 02/12/2026 às 13:19 (horário de Brasília).',
      errors: [{ summary: 'available_at', description: '2026-12-02T16:19:00.000Z' }],
    });
    expect(refusalText(error)).toBe(
      'A validação de telefones desta lista já foi solicitada. Uma nova solicitação fica disponível em 02/12/2026 às 13:19.',
    );
  });

  it('gives any other refusal as the server said it', () => {
    expect(refusalText(new ApiError(503, { message: 'Não foi possível consultar o DNS agora.' }))).toBe(
      'Não foi possível consultar o DNS agora.',
    );
  });
});

describe('describedByOf', () => {
  it('ties each button to what it does and why it is disabled, written beside it', () => {
    expect(describedByOf('phones', false)).toBe('validation-phones-about');
  });
  it('ties every button of an empty list to the one line that says so, under the buttons', () => {
    expect(describedByOf('phones', true)).toBe('validation-phones-about validation-empty');
    expect(describedByOf('emails', true)).toBe('validation-emails-about validation-empty');
  });
});
