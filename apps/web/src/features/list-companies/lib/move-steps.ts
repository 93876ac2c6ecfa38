// A company's steps ("Anterior", "N de M", "Próxima") worked out from what the cache already holds, so a status
// change does not make the company pages fetched ahead be read again, and a company still loading keeps its
// step bar (list-company.tsx, api/update-prospecting-status.ts).
import type { ListCompany, ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import type { scopeKey } from '@/features/list-companies/api/get-list-companies';

export type Steps = NonNullable<ListCompany['neighbours']>;
type ScopeKey = ReturnType<typeof scopeKey>;

/**
 * What a status change from `from` to `to` does to the companies a scope walks: the company leaves them (the
 * status filter no longer matches), comes back into them, or neither. Another user's statuses (`viewAs`) are
 * not the ones changed.
 */
export function moveInScope(
  scope: ScopeKey,
  from: ProspectingStatus,
  to: ProspectingStatus,
): 'left' | 'back' | null {
  if (scope.viewAs || !scope.statuses) return null;
  const shown = scope.statuses.split(',');
  if (shown.includes(from) && !shown.includes(to)) return 'left';
  if (!shown.includes(from) && shown.includes(to)) return 'back';
  return null;
}

/**
 * The moved company's own steps: it keeps its place among them ("Próxima" is the next one still in the filter),
 * only `outside` changes, as the API says it. A kanban column puts a company coming back first (the last moved):
 * unknown here, read again.
 */
export function ownStepsAfterMove(steps: Steps, move: 'left' | 'back', scope: ScopeKey): Steps | null {
  if (move === 'left') return { ...steps, outside: true };
  if (scope.order === 'kanban') return null;
  const { outside: _, ...inside } = steps;
  return inside;
}

/**
 * Whether another company's steps (`steps`) still count the moved one as they did before the move: read before
 * it, or fetched while it was on its way and answered as the list was. Its count then goes with the moved one's
 * (`around`, itself counted when it matched; a company outside counts itself too).
 */
export function countsMoved(steps: Steps, around: Steps, move: 'left' | 'back'): boolean {
  const matching = steps.total - (steps.outside ? 1 : 0);
  return matching === (move === 'left' ? around.total : around.total - 1);
}

/**
 * Another company's steps in the same scope once the moved one (`moved`, whose steps there were `around`) left
 * the companies the scope walks or came back into them: the count, the places after it, and the step that led
 * to it now leads past it (or to it again). Null when they cannot be worked out (a kanban column puts a company
 * coming back first).
 */
export function stepsAfterMove(
  steps: Steps,
  moved: string,
  around: Steps,
  move: 'left' | 'back',
  scope: ScopeKey,
): Steps {
  if (move === 'left') {
    // `around` is the moved company's place among them, itself counted.
    return {
      ...steps,
      previous: steps.previous === moved ? around.previous : steps.previous,
      next: steps.next === moved ? around.next : steps.next,
      position: steps.position > around.position ? steps.position - 1 : steps.position,
      total: steps.total - 1,
    };
  }
  if (scope.order === 'kanban') return steps;
  // Back in: `around` is its kept place (outside, counted in its own total but not in the others').
  return {
    ...steps,
    previous: steps.previous === around.previous ? moved : steps.previous,
    next: steps.next === around.next ? moved : steps.next,
    position: steps.position >= around.position ? steps.position + 1 : steps.position,
    total: steps.total + 1,
  };
}

/**
 * The steps of a company not loaded yet, from those of the companies beside it in the cache (`[id, steps]` of
 * the same scope: the one the seller stepped from, the one before): the steps back and forward and the place;
 * a step none of them knows is null until the company is read. Null when none of them is beside it.
 */
export function stepsFromNeighbours(
  companyId: string,
  known: readonly (readonly [string, Steps])[],
): Steps | null {
  const beside = known.flatMap(([id, around]) => besideOne(companyId, id, around) ?? []);
  const [first] = beside;
  if (!first) return null;
  return {
    ...first,
    previous: beside.find((steps) => steps.previous)?.previous ?? null,
    next: beside.find((steps) => steps.next)?.next ?? null,
  };
}

function besideOne(companyId: string, from: string, around: Steps): Steps | null {
  // A company moved out of the filter is not among the steps of the others: its own steps lead past it.
  const total = around.outside ? around.total - 1 : around.total;
  if (around.next === companyId)
    return {
      previous: around.outside ? around.previous : from,
      next: null,
      position: around.outside ? around.position : around.position + 1,
      total,
    };
  if (around.previous === companyId)
    return {
      previous: null,
      next: around.outside ? around.next : from,
      position: around.position - 1,
      total,
    };
  return null;
}
