import { MutationObserver } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  LIST_CHANGES_CHANNEL,
  listChangeMessage,
  onListChanges,
  refetchOnReturn,
  STATUS_MUTATION_KEY,
} from '@/features/list-companies/lib/list-sync';
import { queryClient } from '@/lib/query-client';

const stops: (() => void)[] = [];
// Another tab's announcement (this module's own are not heard by this tab).
const otherTab = new BroadcastChannel(LIST_CHANGES_CHANNEL);
const announceListChange = (listId: string) => otherTab.postMessage({ listId, tab: 'outra-aba' });
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});
afterAll(() => otherTab.close());

describe('list changes between tabs (BroadcastChannel, as in a browser)', () => {
  it('tells the tabs on the same list, and no other list', async () => {
    const heard: string[] = [];
    const sameList = new Promise<void>((resolve) => {
      stops.push(
        onListChanges('lista-a', () => {
          heard.push('a');
          resolve();
        }),
      );
    });
    stops.push(onListChanges('lista-b', () => heard.push('b')));
    announceListChange('lista-a');
    await sameList;
    // A second announcement, of list B, arrives after the first: by then list B's tab heard nothing of A.
    const otherList = new Promise<void>((resolve) => stops.push(onListChanges('lista-b', () => resolve())));
    announceListChange('lista-b');
    await otherList;
    expect(heard).toEqual(['a', 'b']);
  });

  it('stops telling a tab that left the list', async () => {
    const heard: string[] = [];
    const stop = onListChanges('lista-c', () => heard.push('left'));
    stop();
    const still = new Promise<void>((resolve) => stops.push(onListChanges('lista-c', () => resolve())));
    announceListChange('lista-c');
    await still;
    expect(heard).toEqual([]);
  });
  it('is not heard by the tab that announced it (it reads again what it changed itself)', async () => {
    const heard: string[] = [];
    const other = new Promise<void>((resolve) =>
      stops.push(
        onListChanges('lista-d', () => {
          heard.push('d');
          resolve();
        }),
      ),
    );
    // This tab's own, then another's, from one channel: the second arrives after the first.
    otherTab.postMessage(listChangeMessage('lista-d'));
    announceListChange('lista-d');
    await other;
    expect(heard).toEqual(['d']);
  });
});

describe('refetchOnReturn', () => {
  it('reads the list again on return, but not while this tab’s status change is on its way', async () => {
    expect(refetchOnReturn()).toBe('always');
    let answer: () => void = () => undefined;
    const server = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const observer = new MutationObserver(queryClient, {
      mutationKey: STATUS_MUTATION_KEY,
      mutationFn: () => server,
    });
    const pending = observer.mutate();
    expect(refetchOnReturn()).toBe(false);
    answer();
    await pending;
    expect(refetchOnReturn()).toBe('always');
  });
});
