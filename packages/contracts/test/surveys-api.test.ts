import { describe, expect, it } from 'vitest';
import {
  npsOf,
  parseRatings,
  SURVEY_MESSAGES,
  type SurveyOfferFacts,
  surveyAnswerProblem,
  surveyOffered,
  surveysQuerySchema,
  voucherStatusOf,
} from '../src/surveys-api.ts';

const NOW = new Date('2026-12-01T15:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);
const base: SurveyOfferFacts = {
  staff: false,
  userCreatedAt: daysAgo(30),
  usedProduct: true,
  lastAnsweredAt: null,
  lastPostponedAt: null,
  staffRequestedAt: null,
};

describe('when a survey is offered', () => {
  it.each<[string, Partial<SurveyOfferFacts>, 'nps' | 'relationship_tree', boolean]>([
    ['a customer of a month who made a list', {}, 'nps', true],
    ['staff, never', { staff: true }, 'nps', false],
    ['staff, even when requested', { staff: true, staffRequestedAt: daysAgo(1) }, 'nps', false],
    ['in the first 7 days', { userCreatedAt: daysAgo(6.9) }, 'nps', false],
    ['after the first 7 days', { userCreatedAt: daysAgo(7.1) }, 'nps', true],
    ['without a list or an export yet', { usedProduct: false }, 'nps', false],
    [
      'the tree survey needs no list (asked after the tree is used)',
      { usedProduct: false },
      'relationship_tree',
      true,
    ],
    ['answered 89 days ago', { lastAnsweredAt: daysAgo(89) }, 'nps', false],
    ['answered 91 days ago', { lastAnsweredAt: daysAgo(91) }, 'nps', true],
    [
      'the tree survey answered 91 days ago waits 180',
      { lastAnsweredAt: daysAgo(91) },
      'relationship_tree',
      false,
    ],
    ['"agora não" 6 days ago', { lastPostponedAt: daysAgo(6) }, 'nps', false],
    ['"agora não" 8 days ago', { lastPostponedAt: daysAgo(8) }, 'nps', true],
    [
      'requested by staff, new user',
      { userCreatedAt: daysAgo(0), usedProduct: false, staffRequestedAt: daysAgo(1) },
      'nps',
      true,
    ],
    [
      'a staff request expires after 30 days',
      { userCreatedAt: daysAgo(0), staffRequestedAt: daysAgo(31) },
      'nps',
      false,
    ],
    [
      'a staff request wins over an earlier "agora não"',
      { staffRequestedAt: daysAgo(1), lastPostponedAt: daysAgo(2) },
      'nps',
      true,
    ],
    [
      'a staff request wins over an earlier "agora não", even in the first week',
      {
        userCreatedAt: daysAgo(1),
        usedProduct: false,
        staffRequestedAt: daysAgo(0.5),
        lastPostponedAt: daysAgo(1),
      },
      'nps',
      true,
    ],
    [
      'a later "agora não" spends the request',
      { staffRequestedAt: daysAgo(2), lastPostponedAt: daysAgo(1) },
      'nps',
      false,
    ],
    [
      'a request does not beat an answer within the period',
      { staffRequestedAt: daysAgo(1), lastAnsweredAt: daysAgo(10) },
      'nps',
      false,
    ],
    [
      'a request older than the last answer is spent',
      { userCreatedAt: daysAgo(1), staffRequestedAt: daysAgo(200), lastAnsweredAt: daysAgo(100) },
      'nps',
      false,
    ],
  ])('%s', (_name, facts, type, expected) => {
    expect(surveyOffered(type, { ...base, ...facts }, NOW)).toBe(expected);
  });
});

describe('an answer', () => {
  it.each([
    [{ type: 'nps', question_id: 'nps_recommend', rating: 0 }, null],
    [{ type: 'nps', question_id: 'nps_recommend', rating: 10 }, null],
    [{ type: 'relationship_tree', question_id: 'tree_useful', rating: 5 }, null],
    [{ type: 'nps', question_id: 'nps_recommend', rating: 11 }, SURVEY_MESSAGES.invalidRating],
    [{ type: 'nps', question_id: 'nps_recommend', rating: -1 }, SURVEY_MESSAGES.invalidRating],
    [{ type: 'nps', question_id: 'nps_recommend', rating: 7.5 }, SURVEY_MESSAGES.invalidRating],
    [{ type: 'csat', question_id: 'nps_recommend', rating: 7 }, SURVEY_MESSAGES.unknownType],
    [{ type: 'nps', question_id: 'tree_useful', rating: 7 }, SURVEY_MESSAGES.unknownQuestion],
  ])('%o → %s', (answer, problem) => {
    expect(surveyAnswerProblem(answer)).toBe(problem);
  });
});

describe('figures and filters', () => {
  it('NPS is % promoters − % detractors', () => {
    expect(npsOf({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
    expect(npsOf({ promoters: 2, passives: 1, detractors: 1 })).toBe(25);
    expect(npsOf({ promoters: 0, passives: 0, detractors: 3 })).toBe(-100);
    expect(npsOf({ promoters: 1, passives: 2, detractors: 0 })).toBe(33);
  });

  it.each([
    ['9,10', [9, 10]],
    [' 10 , 9,9', [9, 10]],
    ['0', [0]],
    ['', []],
    ['11', null],
    ['9,x', null],
    ['-1', null],
    ['1.5', null],
  ])('ratings %j → %j', (text, ratings) => {
    expect(parseRatings(text)).toEqual(ratings);
  });

  it('refuses bad ratings and a reversed period in the list query', () => {
    expect(surveysQuerySchema.safeParse({ ratings: '9,12' }).success).toBe(false);
    const reversed = surveysQuerySchema.safeParse({ init_date: '2026-12-02', end_date: '2026-12-01' });
    expect(reversed.error?.issues[0]?.message).toBe(SURVEY_MESSAGES.invalidPeriod);
    expect(surveysQuerySchema.parse({ ratings: '0,1', page: '2' })).toMatchObject({ page: 2 });
  });

  it.each([
    [{ type: 'nps', rating: 8, allowedVoucher: null, rescuedAt: null }, 'not_eligible'],
    [{ type: 'relationship_tree', rating: 10, allowedVoucher: true, rescuedAt: null }, 'not_eligible'],
    [{ type: 'nps', rating: 9, allowedVoucher: null, rescuedAt: null }, 'pending'],
    [{ type: 'nps', rating: 10, allowedVoucher: true, rescuedAt: null }, 'allowed'],
    [{ type: 'nps', rating: 10, allowedVoucher: false, rescuedAt: null }, 'refused'],
    [{ type: 'nps', rating: 10, allowedVoucher: true, rescuedAt: NOW }, 'rescued'],
  ] as const)('voucher of %o is %s', (row, status) => {
    expect(voucherStatusOf(row)).toBe(status);
  });
});
