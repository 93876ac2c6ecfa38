// One user's consumption (the "Consumo" tab's drill-down): what a spend line says, and its choices.
import type { ConsumptionLine, UserConsumptionGrouping } from '@prospecta/contracts/admin-reports-api';
import { auditDescription } from '@/features/admin/lib/credit-audit';

/** "Consulta de empresa · 12.345.678/0001-90", "Exportação para lista · Clientes SP (lista excluída)". */
export function consumptionLineText(line: ConsumptionLine): string {
  return (
    auditDescription({
      description: line.reason,
      subject: line.subject,
      list:
        line.list_name === null
          ? null
          : { id: '', name: line.list_name, deleted: line.list_deleted === true },
    }) ?? ''
  );
}

/** "Ver" choices: each spend, or summed by day or month. */
export const USER_CONSUMPTION_VIEWS: ReadonlyArray<{ value: UserConsumptionGrouping | ''; label: string }> = [
  { value: '', label: 'Cada uso' },
  { value: 'day', label: 'Por dia' },
  { value: 'month', label: 'Por mês' },
];

export const USER_CONSUMPTION_TYPES: ReadonlyArray<{ value: 'click' | 'export' | ''; label: string }> = [
  { value: '', label: 'Todos' },
  { value: 'click', label: 'Consultas' },
  { value: 'export', label: 'Exportações' },
];

/** The type's name as the customers read it. */
export const CREDIT_TYPE_LABELS = { click: 'Consulta', export: 'Exportação' } as const;
