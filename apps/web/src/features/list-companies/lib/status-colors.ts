import type { ProspectingStatus } from '@prospecta/contracts/lists-companies-api';

/** One Mantine colour per prospecting stage (kanban headers, badges, the status select). */
export const STATUS_COLORS: Record<ProspectingStatus, string> = {
  a_prospectar: 'gray',
  contatado: 'blue',
  interessado: 'violet',
  interesse_futuro: 'yellow',
  sucesso: 'teal',
  descartado: 'red',
};
