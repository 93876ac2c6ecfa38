import { SUPPORT_MESSAGES } from '@prospecta/contracts/support-api';
import { describe, expect, it } from 'vitest';
import {
  bodyProblem,
  lengthHint,
  pageOf,
  replyKeySends,
  widgetKeySends,
} from '@/features/support/lib/compose';

const key = (patch: Partial<Parameters<typeof widgetKeySends>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...patch,
});

describe('the keys that send', () => {
  it('sends the widget’s message on Enter; Shift+Enter breaks the line', () => {
    expect(widgetKeySends(key())).toBe(true);
    expect(widgetKeySends(key({ shiftKey: true }))).toBe(false);
    expect(widgetKeySends(key({ ctrlKey: true }))).toBe(false);
    expect(widgetKeySends(key({ key: 'a' }))).toBe(false);
    // An accent being composed is confirmed by its Enter, not sent.
    expect(widgetKeySends(key({ isComposing: true }))).toBe(false);
  });

  it('sends staff’s reply on Ctrl+Enter or ⌘+Enter only', () => {
    expect(replyKeySends(key())).toBe(false);
    expect(replyKeySends(key({ ctrlKey: true }))).toBe(true);
    expect(replyKeySends(key({ metaKey: true }))).toBe(true);
    expect(replyKeySends(key({ ctrlKey: true, isComposing: true }))).toBe(false);
  });
});

describe('what is sent', () => {
  it('refuses an empty or too long text in the contract’s words', () => {
    expect(bodyProblem('   \n ')).toBe(SUPPORT_MESSAGES.bodyRequired);
    expect(bodyProblem('x'.repeat(2001))).toBe(SUPPORT_MESSAGES.bodyTooLong);
    expect(bodyProblem(` ${'x'.repeat(2000)} `)).toBeNull();
  });

  it('sends the path only, never a query that may hold a search’s filters', () => {
    expect(pageOf('/infosets/abc')).toBe('/infosets/abc');
    expect(pageOf('/search?where=%7B%7D')).toBe('/search');
    expect(pageOf('/user#indicacoes')).toBe('/user');
    expect(pageOf('relative')).toBeUndefined();
    expect(pageOf(`/${'a'.repeat(300)}`)).toBeUndefined();
  });

  it('counts the characters only near the limit', () => {
    expect(lengthHint('x'.repeat(1599))).toBeNull();
    expect(lengthHint('x'.repeat(1600))).toBe('1.600 de 2.000 caracteres');
  });
});
