// The tools' names the API writes in its own texts (failures, notifications) are the names the tiles show:
// "O HubSpot não respondeu", never "O Hubspot…". The spec's verbatim messages keep EXPORT_TOOL_LABELS.
import { EXPORT_TOOL_NAMES, EXPORT_TOOLS } from '@prospecta/contracts/exports-api';
import { describe, expect, it } from 'vitest';
import { TOOL_BRANDS } from '@/lib/tool-brands';

describe('EXPORT_TOOL_NAMES', () => {
  it.each(EXPORT_TOOLS)('%s is named as on its tile', (tool) => {
    expect(EXPORT_TOOL_NAMES[tool]).toBe(TOOL_BRANDS[tool].name);
  });
});
