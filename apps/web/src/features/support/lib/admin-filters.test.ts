import { describe, expect, it } from 'vitest';
import {
  readOpenConversation,
  readSupportFilters,
  supportListQueryString,
  totalText,
  unreadTotalText,
  writeOpenConversation,
  writeSupportFilters,
} from '@/features/support/lib/admin-filters';
import { canonicalParams } from '@/lib/url-params';

const read = (query: string) => readSupportFilters(new URLSearchParams(query));

describe('the filters in the address', () => {
  it('reads the open conversations, everyone’s, page 1 by default', () => {
    expect(read('')).toEqual({ status: 'open', mine: false, awaiting: false, q: '', page: 1 });
  });

  it('reads what is set and ignores what is malformed', () => {
    expect(read('status=closed&mine=1&awaiting=1&q=%20atacado%20&page=3')).toEqual({
      status: 'closed',
      mine: true,
      awaiting: true,
      q: 'atacado',
      page: 3,
    });
    expect(read('status=pending&mine=yes&awaiting=true&page=0')).toEqual({
      status: 'open',
      mine: false,
      awaiting: false,
      q: '',
      page: 1,
    });
  });

  it('writes only what differs from the defaults and keeps the open conversation', () => {
    const params = new URLSearchParams('conversa=c1&account=a1');
    const written = writeSupportFilters(params, {
      status: 'all',
      mine: true,
      awaiting: true,
      q: 'ana',
      page: 1,
    });
    expect(written.toString()).toBe('conversa=c1&account=a1&status=all&mine=1&awaiting=1&q=ana');
    expect(writeSupportFilters(written, read('')).toString()).toBe('conversa=c1&account=a1');
  });

  it('drops a value it ignores from the address', () => {
    const params = new URLSearchParams('status=open&page=0&conversa=c1');
    expect(canonicalParams(params, readSupportFilters, writeSupportFilters)?.toString()).toBe('conversa=c1');
  });

  it('asks the API with its own names', () => {
    expect(supportListQueryString(read(''))).toBe('page=1');
    expect(supportListQueryString(read('status=all&mine=1&awaiting=1&q=ana&page=2'))).toBe(
      'page=2&status=all&mine=true&awaiting=true&q=ana',
    );
  });

  it('opens and closes a conversation beside the list', () => {
    const opened = writeOpenConversation(new URLSearchParams('status=closed'), 'c1');
    expect(readOpenConversation(opened)).toBe('c1');
    expect(writeOpenConversation(opened, null).toString()).toBe('status=closed');
  });
});

describe('the counts', () => {
  it('says the unread ones only when there are', () => {
    expect(unreadTotalText(0)).toBeNull();
    expect(unreadTotalText(1)).toBe('1 não lida');
    expect(unreadTotalText(1200)).toBe('1.200 não lidas');
  });

  it('says how many conversations, of which situation, and whether filtered', () => {
    expect(totalText(1, read(''))).toBe('1 conversa aberta');
    expect(totalText(12, read('status=closed'))).toBe('12 conversas encerradas');
    expect(totalText(3, read('status=all&q=ana'))).toBe('3 conversas com esses filtros');
    expect(totalText(2, read('mine=1'))).toBe('2 conversas abertas com esses filtros');
    expect(totalText(1, read('awaiting=1'))).toBe('1 conversa aberta com esses filtros');
  });
});
