import { CONTRACT_MESSAGES, type Handoff } from '@prospecta/contracts/contract-api';
import { describe, expect, it } from 'vitest';
import {
  checkHandoffForm,
  type HandoffValues,
  handoffChanged,
  handoffFormErrors,
  handoffRequest,
  handoffValues,
} from '@/features/contracts/lib/handoff-form';

const STORED: Handoff = {
  goal: 'Encontrar distribuidores no Sul',
  ideal_customer: null,
  crm: 'hubspot',
  team_size: 8,
  contact_name: 'Rita',
  contact_phone: '11987654321',
  updated_at: '2026-11-29T11:40:00Z',
  updated_by: { id: 'u1', name: 'Rita Souza' },
};

const EMPTY = handoffValues(null);
const withGoal = (patch: Partial<HandoffValues>): HandoffValues => ({
  ...EMPTY,
  goal: 'Achar novos clientes no Nordeste',
  ...patch,
});

describe('handoffValues', () => {
  it('puts the stored handoff in the fields, the phone punctuated, empty strings for what is missing', () => {
    expect(handoffValues(STORED)).toEqual({
      goal: 'Encontrar distribuidores no Sul',
      ideal_customer: '',
      crm: 'hubspot',
      team_size: '8',
      contact_name: 'Rita',
      contact_phone: '(11) 98765-4321',
    });
  });
});

describe('handoffRequest', () => {
  it('sends empty fields as null and the team size as a number', () => {
    expect(handoffRequest(withGoal({ team_size: '1.200' }))).toEqual({
      goal: 'Achar novos clientes no Nordeste',
      ideal_customer: null,
      crm: null,
      team_size: 1200,
      contact_name: null,
      contact_phone: null,
    });
  });
});

describe('handoffFormErrors', () => {
  it('accepts a goal alone', () => {
    expect(handoffFormErrors(withGoal({}))).toEqual({});
  });

  it.each([
    ['a goal too short', { goal: 'Vender' }, 'goal', CONTRACT_MESSAGES.handoffGoalRequired],
    ['a team size in words', { team_size: 'doze' }, 'team_size', CONTRACT_MESSAGES.handoffTeamSize],
    ['a team size of zero', { team_size: '0' }, 'team_size', CONTRACT_MESSAGES.handoffTeamSize],
    ['a team size with a fraction', { team_size: '2,5' }, 'team_size', CONTRACT_MESSAGES.handoffTeamSize],
    ['a short phone', { contact_phone: '1234' }, 'contact_phone', CONTRACT_MESSAGES.handoffPhone],
  ] as const)('refuses %s at its field', (_, patch, field, message) => {
    expect(handoffFormErrors(withGoal(patch))).toEqual({ [field]: message });
  });

  it('takes a punctuated phone', () => {
    expect(handoffFormErrors(withGoal({ contact_phone: '(11) 98765-4321' }))).toEqual({});
  });
});

describe('checkHandoffForm', () => {
  it('gives the request as handoffRequest builds it when the contract takes it', () => {
    const values = withGoal({ team_size: '12', contact_phone: '(11) 98765-4321' });
    expect(checkHandoffForm(values)).toEqual({ body: handoffRequest(values), errors: null });
  });

  it('gives the fields’ messages and no body when it refuses them', () => {
    expect(checkHandoffForm({ ...EMPTY, team_size: 'doze' })).toEqual({
      body: null,
      errors: { goal: CONTRACT_MESSAGES.handoffGoalRequired, team_size: CONTRACT_MESSAGES.handoffTeamSize },
    });
  });
});

describe('handoffChanged', () => {
  it('is false for the stored values, spaces and a phone’s punctuation aside', () => {
    expect(handoffChanged(handoffValues(STORED), STORED)).toBe(false);
    expect(
      handoffChanged(
        {
          ...handoffValues(STORED),
          goal: ' Encontrar distribuidores no Sul ',
          contact_phone: '(11) 98765-4321',
        },
        STORED,
      ),
    ).toBe(false);
  });

  it('is true for a field changed, and for anything typed before a first handoff', () => {
    expect(handoffChanged({ ...handoffValues(STORED), crm: 'pipedrive' }, STORED)).toBe(true);
    expect(handoffChanged(EMPTY, null)).toBe(false);
    expect(handoffChanged(withGoal({}), null)).toBe(true);
  });
});
