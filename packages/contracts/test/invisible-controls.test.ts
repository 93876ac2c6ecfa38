import { describe, expect, it } from 'vitest';
import { holdsInvisibleControl, isInvisibleControl } from '../src/errors.ts';

describe('invisible control characters', () => {
  it.each([
    [0x01, true],
    [0x07, true],
    [0x08, true],
    [0x09, false],
    [0x0a, false],
    [0x0b, true],
    [0x0c, true],
    [0x0d, false],
    [0x1b, true],
    [0x1f, true],
    [0x20, false],
    [0x7e, false],
    [0x7f, true],
    [0x85, true],
    [0x9f, true],
    [0xa0, false],
    [0xe3, false],
    [0x200d, false],
    [0x200e, false],
    [0x200f, false],
    [0x2029, false],
    [0x202a, true],
    [0x202e, true],
    [0x202f, false],
    [0x2065, false],
    [0x2066, true],
    [0x2069, true],
    [0x206a, false],
    [0xfe0f, false],
  ])('code point %i is refused: %s', (code, refused) => {
    expect(isInvisibleControl(code)).toBe(refused);
  });

  it('finds one in a text and passes emoji, accents and line breaks', () => {
    expect(holdsInvisibleControl('QAR \u202eetnegA')).toBe(true);
    expect(holdsInvisibleControl('\u0007\u001b[31m alerta')).toBe(true);
    expect(holdsInvisibleControl('São João 👨‍👩‍👧 👍🏽\r\n\tfim')).toBe(false);
    expect(holdsInvisibleControl('')).toBe(false);
  });
});
