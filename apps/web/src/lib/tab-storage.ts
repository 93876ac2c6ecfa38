// Small state kept in the tab's session storage, so Back, a reload or a look at another screen finds it as it
// was (the companies ticked in a list, a moved company's steps): JSON under one key, forgotten with the tab.
// A storage the browser refuses (private modes, full) keeps nothing: the state lives as long as the page.

const PREFIX = 'prospecta:tab:';

export function readTabJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(PREFIX + key) ?? 'null');
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null forgets it. */
export function writeTabJson(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(PREFIX + key);
    else window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Refused or full: nothing kept.
  }
}
