import { describe, expect, it } from 'vitest';
import { scopeKey } from '@/features/list-companies/api/get-list-companies';
import {
  countsMoved,
  moveInScope,
  ownStepsAfterMove,
  stepsAfterMove,
  stepsFromNeighbours,
} from './move-steps';

const toProspect = scopeKey({ query: '', statuses: ['a_prospectar'] });
const column = scopeKey({ query: '', statuses: ['a_prospectar'], order: 'kanban' });
const whole = scopeKey({ query: '', statuses: [] });

describe('moveInScope', () => {
  it('says a company leaves a status filter or comes back into it', () => {
    expect(moveInScope(toProspect, 'a_prospectar', 'contatado')).toBe('left');
    expect(moveInScope(toProspect, 'contatado', 'a_prospectar')).toBe('back');
    expect(moveInScope(toProspect, 'contatado', 'sucesso')).toBeNull();
    expect(moveInScope(whole, 'a_prospectar', 'contatado')).toBeNull();
  });

  it("leaves another user's statuses alone", () => {
    const theirs = scopeKey({ query: '', statuses: ['a_prospectar'], viewAs: 'u2' });
    expect(moveInScope(theirs, 'a_prospectar', 'contatado')).toBeNull();
  });
});

// A B C D E: C (3 of 5) is moved.
const around = { previous: 'B', next: 'D', position: 3, total: 5 };

describe('steps after a company left the filter', () => {
  it('keeps its own place, said outside (as the API does)', () => {
    expect(ownStepsAfterMove(around, 'left', toProspect)).toEqual({ ...around, outside: true });
  });

  it('has the companies around it step past it, and counts one fewer', () => {
    const d = { previous: 'C', next: 'E', position: 4, total: 5 };
    expect(stepsAfterMove(d, 'C', around, 'left', toProspect)).toEqual({
      previous: 'B',
      next: 'E',
      position: 3,
      total: 4,
    });
    const b = { previous: 'A', next: 'C', position: 2, total: 5 };
    expect(stepsAfterMove(b, 'C', around, 'left', toProspect)).toEqual({
      previous: 'A',
      next: 'D',
      position: 2,
      total: 4,
    });
  });

  it('and back in its place, steps to it again', () => {
    const outside = { ...around, outside: true };
    expect(ownStepsAfterMove(outside, 'back', toProspect)).toEqual(around);
    const d = { previous: 'B', next: 'E', position: 3, total: 4 };
    expect(stepsAfterMove(d, 'C', outside, 'back', toProspect)).toEqual({
      previous: 'C',
      next: 'E',
      position: 4,
      total: 5,
    });
  });

  it('leaves a kanban column’s steps as they are when a card comes back (it goes first)', () => {
    expect(ownStepsAfterMove({ ...around, outside: true }, 'back', column)).toBeNull();
    const d = { previous: 'B', next: 'E', position: 3, total: 4 };
    expect(stepsAfterMove(d, 'C', { ...around, outside: true }, 'back', column)).toEqual(d);
  });
});

describe('countsMoved (a page read before the move, or answered as the list was)', () => {
  it('tells a count with the moved company from one without it', () => {
    expect(countsMoved({ previous: 'C', next: 'E', position: 4, total: 5 }, around, 'left')).toBe(true);
    expect(countsMoved({ previous: 'B', next: 'E', position: 3, total: 4 }, around, 'left')).toBe(false);
    // A company outside the filter itself counts itself too.
    expect(
      countsMoved({ previous: 'C', next: 'E', position: 4, total: 6, outside: true }, around, 'left'),
    ).toBe(true);
    const outside = { ...around, outside: true };
    expect(countsMoved({ previous: 'B', next: 'E', position: 3, total: 4 }, outside, 'back')).toBe(true);
    expect(countsMoved({ previous: 'C', next: 'E', position: 4, total: 5 }, outside, 'back')).toBe(false);
  });
});

describe('stepsFromNeighbours (a company still loading)', () => {
  it('steps back to the company the seller came from, one place further', () => {
    expect(stepsFromNeighbours('D', [['C', around]])).toEqual({
      previous: 'C',
      next: null,
      position: 4,
      total: 5,
    });
  });

  it('knows both steps when both companies beside it are known', () => {
    const e = { previous: 'D', next: null, position: 5, total: 5 };
    expect(
      stepsFromNeighbours('D', [
        ['C', around],
        ['E', e],
      ]),
    ).toEqual({ previous: 'C', next: 'E', position: 4, total: 5 });
  });

  it('steps past a company that left the filter, which no longer counts', () => {
    expect(stepsFromNeighbours('D', [['C', { ...around, outside: true }]])).toEqual({
      previous: 'B',
      next: null,
      position: 3,
      total: 4,
    });
  });

  it('knows nothing of a company no known one is beside', () => {
    expect(stepsFromNeighbours('Z', [['C', around]])).toBeNull();
  });
});
