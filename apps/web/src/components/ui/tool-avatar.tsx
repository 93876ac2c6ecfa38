import { Avatar, darken, luminance } from '@mantine/core';
import type { ExportTool } from '@prospecta/contracts/exports-api';
import { TOOL_BRANDS } from '@/lib/tool-brands';

/** White text on `color` has at least WCAG AA's 4.5:1 (white's relative luminance is 1). */
const whiteReads = (color: string) => 1.05 / (luminance(color) + 0.05) >= 4.5;

/**
 * The brand colour, darkened in steps until its white monogram reads (Bitrix24's light blue gave 2.5:1,
 * Funil de Vendas' orange 2.9:1).
 */
export function monogramBackground(color: string): string {
  let background = color;
  for (let step = 1; step <= 10 && !whiteReads(background); step += 1)
    background = darken(color, step * 0.05);
  return background;
}

/** The tool's monogram in its brand colour. */
export function ToolAvatar({ tool, size = 36 }: { tool: ExportTool; size?: number }) {
  const brand = TOOL_BRANDS[tool];
  return (
    <Avatar
      size={size}
      radius="md"
      color="white"
      bg={monogramBackground(brand.color)}
      aria-hidden
      fz={size / 3}
    >
      {brand.initials}
    </Avatar>
  );
}
