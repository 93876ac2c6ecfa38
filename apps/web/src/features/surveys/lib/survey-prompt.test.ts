import { SURVEY_MESSAGES } from '@prospecta/contracts/surveys-api';
import { describe, expect, it } from 'vitest';
import {
  alreadyRescuedMessage,
  answerFailureMessage,
  answerState,
  asksSurveyAt,
  EMPTY_SURVEY_FILTERS,
  isAlreadyRescued,
  mayAskSurvey,
  periodProblem,
  requestEmailProblem,
  summaryText,
  surveyDismissal,
  surveysQueryString,
  voucherFailureMessage,
  voucherQueryString,
  voucherState,
} from '@/features/surveys/lib/survey-prompt';

describe('when the survey may open', () => {
  it.each([
    ['/', true],
    ['/search', false],
    ['/infosets/1', false],
    ['/user/overview', false],
  ])('at %s: %s', (path, expected) => {
    expect(asksSurveyAt(path)).toBe(expected);
  });

  it('asks for customers only', () => {
    expect(mayAskSurvey(undefined)).toBe(false);
    expect(mayAskSurvey({ is_staff: true })).toBe(false);
    expect(mayAskSurvey({ is_staff: false })).toBe(true);
  });
});

describe('answer and voucher states', () => {
  const m = (over: Partial<{ isPending: boolean; isSuccess: boolean; isError: boolean }>) => ({
    isPending: false,
    isSuccess: false,
    isError: false,
    ...over,
  });
  it('follow the spec’s names', () => {
    expect(answerState(m({}))).toBe('idle');
    expect(answerState(m({ isPending: true }))).toBe('creating');
    expect(answerState(m({ isSuccess: true }))).toBe('created');
    expect(answerState(m({ isError: true }))).toBe('error');
    expect(voucherState(m({}))).toBe('idle');
    expect(voucherState(m({ isPending: true }))).toBe('loading');
    expect(voucherState(m({ isSuccess: true }))).toBe('finished');
    expect(voucherState(m({ isError: true }))).toBe('error');
  });

  it('a refusal says the server’s words, anything else the spec’s failure message', () => {
    expect(answerFailureMessage({ status: 422, message: SURVEY_MESSAGES.invalidRating })).toBe(
      SURVEY_MESSAGES.invalidRating,
    );
    expect(answerFailureMessage({ status: 500, message: 'Servidor indisponível' })).toBe(
      SURVEY_MESSAGES.failed,
    );
    expect(answerFailureMessage({ status: 0, message: 'sem conexão' })).toBe(SURVEY_MESSAGES.failed);
    expect(answerFailureMessage(null)).toBe(
      'Aconteceu algo inesperado e não foi possível salvar sua avaliação, por favor tente mais tarde',
    );
    expect(voucherFailureMessage({ status: 422, message: SURVEY_MESSAGES.voucherAlreadyRescued })).toBe(
      SURVEY_MESSAGES.voucherAlreadyRescued,
    );
    expect(voucherFailureMessage({ status: 500, message: 'x' })).toBe(SURVEY_MESSAGES.voucherRescueFailed);
  });
});

describe('the staff panels', () => {
  it('send the spec’s filters, empty ones left out', () => {
    expect(surveysQueryString(EMPTY_SURVEY_FILTERS)).toBe('page=1');
    expect(
      surveysQueryString({
        from: '2026-11-01',
        to: '2026-11-30',
        type: 'nps',
        ratings: 'detractors',
        nameOrEmail: 'ana@x.com',
        page: 2,
      }),
    ).toBe(
      'init_date=2026-11-01&end_date=2026-11-30&type=nps&ratings=0%2C1%2C2%2C3%2C4%2C5%2C6&name_or_email=ana%40x.com&page=2',
    );
    expect(voucherQueryString('all', 1)).toBe('page=1');
    expect(voucherQueryString('pending', 3)).toBe('status=pending&page=3');
  });

  it('refuse a period that ends first', () => {
    expect(periodProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe(SURVEY_MESSAGES.invalidPeriod);
    expect(periodProblem({ from: '2026-11-01', to: '' })).toBeNull();
  });

  it('sum the filtered set up', () => {
    expect(summaryText({ count: 0, average: null, promoters: 0, passives: 0, detractors: 0 })).toBe(
      'Nenhuma resposta',
    );
    expect(summaryText({ count: 4, average: 7, promoters: 2, passives: 1, detractors: 1 })).toBe(
      '4 respostas · média 7,0 · NPS +25',
    );
    expect(summaryText({ count: 1, average: 4, promoters: 0, passives: 0, detractors: 0 })).toBe(
      '1 resposta · média 4,0',
    );
    expect(summaryText({ count: 2, average: 3.5, promoters: 0, passives: 0, detractors: 2 })).toBe(
      '2 respostas · média 3,5 · NPS -100',
    );
  });
});

describe('dismissing the survey', () => {
  it('untouched: Escape, a click outside and × are "agora não"', () => {
    expect(surveyDismissal(false)).toEqual({ escapeCloses: true, outsideCloses: true, closePostpones: true });
  });

  it('with a rating or a comment: Escape and outside keep it; × closes without "agora não"', () => {
    expect(surveyDismissal(true)).toEqual({
      escapeCloses: false,
      outsideCloses: false,
      closePostpones: false,
    });
  });
});

describe('a rescue that was already done', () => {
  it('is told apart from the rescue failures', () => {
    expect(isAlreadyRescued({ status: 422, message: SURVEY_MESSAGES.voucherAlreadyRescued })).toBe(true);
    expect(isAlreadyRescued({ status: 422, message: SURVEY_MESSAGES.voucherNotFound })).toBe(false);
    expect(isAlreadyRescued({ status: 404, message: SURVEY_MESSAGES.voucherNotFound })).toBe(false);
    expect(isAlreadyRescued({ status: 500 })).toBe(false);
    expect(isAlreadyRescued(null)).toBe(false);
  });

  it('says calmly the credits are in the account', () => {
    expect(alreadyRescuedMessage(100)).toBe(
      'Este voucher já foi resgatado: as 100 consultas já estão na sua conta.',
    );
  });
});

describe('"Pedir avaliação" e-mail', () => {
  it.each([
    ['', 'Informe o e-mail'],
    ['   ', 'Informe o e-mail'],
    ['abc', 'E-mail inválido'],
    ['ana@', 'E-mail inválido'],
    [' Ana@Cliente.com.br ', null],
  ])('%j → %s', (text, expected) => {
    const problem = requestEmailProblem(text);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });
});
