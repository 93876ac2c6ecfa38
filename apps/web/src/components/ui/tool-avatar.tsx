import { Avatar } from '@mantine/core';
import type { ExportTool } from '@prospecta/contracts/exports-api';
import { TOOL_BRANDS } from '@/lib/tool-brands';

/** The tool's monogram in its brand colour. */
export function ToolAvatar({ tool, size = 36 }: { tool: ExportTool; size?: number }) {
  const brand = TOOL_BRANDS[tool];
  return (
    <Avatar size={size} radius="md" color="white" bg={brand.color} aria-hidden fz={size / 3}>
      {brand.initials}
    </Avatar>
  );
}
