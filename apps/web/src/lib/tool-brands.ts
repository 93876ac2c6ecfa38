// How each target looks in the pickers: the tool's name, its initials and a brand-like colour (no logos are
// shipped, so a coloured monogram stands in for each one).
import type { ExportTool } from '@prospecta/contracts/exports-api';

export type ToolBrand = { name: string; initials: string; color: string };

export const TOOL_BRANDS: Record<ExportTool, ToolBrand> = {
  salesforce: { name: 'Salesforce', initials: 'SF', color: '#00A1E0' },
  hubspot: { name: 'HubSpot', initials: 'HS', color: '#FF7A59' },
  pipedrive: { name: 'Pipedrive', initials: 'PD', color: '#1A1A1A' },
  zoho: { name: 'Zoho CRM', initials: 'ZO', color: '#E42527' },
  bitrix24: { name: 'Bitrix24', initials: 'B24', color: '#2FC6F6' },
  rdstation: { name: 'RD Station CRM', initials: 'RD', color: '#19C1CE' },
  ploomes: { name: 'Ploomes', initials: 'PL', color: '#2B3990' },
  agendor: { name: 'Agendor', initials: 'AG', color: '#2F6BFF' },
  piperun: { name: 'PipeRun', initials: 'PR', color: '#1565C0' },
  meetime: { name: 'Meetime', initials: 'MT', color: '#6C2BD9' },
  funildevendas: { name: 'Funil de Vendas', initials: 'FV', color: '#F29100' },
  totvs: { name: 'TOTVS CRM', initials: 'TO', color: '#0C9ABE' },
};
