// The relationship tree's survey (spec: GET user/show_hyperbolic_tree_survey) is asked only of a user who has
// seen a company's group as a tree. The company feature marks it when a tree with related companies shows;
// the surveys feature reads the mark on the lists root and clears it once the survey was answered, put off or
// closed. Kept in this browser's storage: a mark that never leads to the survey costs nothing, and the server
// still decides whether the survey is due (first week, once every 180 days, "agora não").
const KEY = 'prospecta.tree-survey.seen';

export function markTreeSeen(storage: Storage = window.localStorage): void {
  try {
    storage.setItem(KEY, new Date().toISOString());
  } catch {
    // Storage full or refused (private mode): the survey is simply not asked.
  }
}

export function treeSeen(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function clearTreeSeen(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
