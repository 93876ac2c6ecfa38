// What a list's validation badge says (lists root and list header): the status in a word or two beside an
// icon, and the same with what it is about ("Telefones: validados") for its accessible name and tooltip, so
// nothing is told by the icon or the hover alone.

export type ValidationBadgeKind = 'phones' | 'emails';
export type ValidationBadgeView = {
  /** Shown in the badge, beside the icon. */
  label: string;
  /** "Telefones: validados": what a screen reader reads, the icon's meaning included. */
  name: string;
  /** The name, with why a validation is only partly done: the tooltip and the hidden text. */
  description: string;
  color: string;
};

const KIND_NAMES: Record<ValidationBadgeKind, string> = { phones: 'Telefones', emails: 'E-mails' };

const STATUS_VIEWS: Record<string, { label: string; color: string }> = {
  'not initialized': { label: 'não validados', color: 'gray' },
  'in progress': { label: 'validando…', color: 'blue' },
  completed: { label: 'validados', color: 'teal' },
  failed: { label: 'falha na validação', color: 'red' },
};

/** A finished validation that companies added since did not see is only partly done. */
export function validationBadge(
  kind: ValidationBadgeKind,
  status: string,
  addedSince: number,
): ValidationBadgeView {
  let view = STATUS_VIEWS[status] ?? { label: status, color: 'gray' };
  let hint: string | null = null;
  if (status === 'completed' && addedSince > 0) {
    view = { label: 'validados em parte', color: 'yellow' };
    const companies =
      addedSince === 1 ? '1 empresa entrou' : `${addedSince.toLocaleString('pt-BR')} empresas entraram`;
    hint = `${companies} na lista depois da validação`;
  }
  const name = `${KIND_NAMES[kind]}: ${view.label}`;
  return { ...view, name, description: hint ? `${name} (${hint})` : name };
}
