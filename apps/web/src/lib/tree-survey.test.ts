import { describe, expect, it } from 'vitest';
import { clearTreeSeen, markTreeSeen, treeSeen } from '@/lib/tree-survey';
import { MemoryStorage } from '@/testing/memory-storage';

/** A storage that refuses every call, as a browser's private mode may. */
class RefusingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('refused', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('refused', 'SecurityError');
  }
  override removeItem(): void {
    throw new DOMException('refused', 'SecurityError');
  }
}

describe('tree survey mark', () => {
  it('is set when a tree was seen and gone once cleared', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(treeSeen(storage)).toBe(false);
    markTreeSeen(storage);
    expect(treeSeen(storage)).toBe(true);
    clearTreeSeen(storage);
    expect(treeSeen(storage)).toBe(false);
  });

  it('reads as not seen, without throwing, when the browser refuses its storage', () => {
    const storage = new RefusingStorage() as unknown as Storage;
    expect(() => markTreeSeen(storage)).not.toThrow();
    expect(treeSeen(storage)).toBe(false);
    expect(() => clearTreeSeen(storage)).not.toThrow();
  });
});
