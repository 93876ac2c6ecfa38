import { luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TOOL_BRANDS } from '@/lib/tool-brands';
import { monogramBackground } from './tool-avatar.tsx';

const whiteContrast = (color: string) => 1.05 / (luminance(color) + 0.05);

describe('a tool’s monogram', () => {
  it('reads in white on every tool’s background (WCAG AA, 4.5:1)', () => {
    for (const brand of Object.values(TOOL_BRANDS))
      expect(whiteContrast(monogramBackground(brand.color)), brand.name).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a brand colour that already reads as it is', () => {
    expect(monogramBackground('#1a1b1e')).toBe('#1a1b1e');
    expect(monogramBackground('#2ab2dd')).not.toBe('#2ab2dd');
  });
});
