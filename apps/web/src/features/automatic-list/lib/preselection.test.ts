import { AUTOMATIC_LIST_PRESELECT_MS } from '@prospecta/contracts/automatic-list-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePreselection } from './preselection';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('schedulePreselection', () => {
  it('marks the list as chosen 15 s after opening, once, and no sooner', () => {
    expect(AUTOMATIC_LIST_PRESELECT_MS).toBe(15_000);
    const onPreselect = vi.fn();
    schedulePreselection(onPreselect);
    vi.advanceTimersByTime(14_999);
    expect(onPreselect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPreselect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onPreselect).toHaveBeenCalledTimes(1);
  });

  it('marks nothing once the user answered or edited the name first', () => {
    const onPreselect = vi.fn();
    const cancel = schedulePreselection(onPreselect);
    vi.advanceTimersByTime(10_000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(onPreselect).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a cancel after the preselection changes nothing', () => {
    const onPreselect = vi.fn();
    const cancel = schedulePreselection(onPreselect, 5_000);
    vi.advanceTimersByTime(5_000);
    cancel();
    expect(onPreselect).toHaveBeenCalledTimes(1);
  });
});
