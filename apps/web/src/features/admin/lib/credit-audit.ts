// The credit audit of an account: its filters as the API's query, and how each entry reads.
import {
  ADMIN_MESSAGES,
  type CREDIT_AUDIT_KINDS,
  type CreditAuditEntry,
  type CreditAuditResponse,
  type CreditAuditStatus,
  creditReasonLabel,
  invalidateCreditRequestSchema,
} from '@prospecta/contracts/admin-api';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { CreditType } from '@prospecta/contracts/credits';
import { formatInteger } from '@/lib/format';

export type CreditAuditKind = (typeof CREDIT_AUDIT_KINDS)[number];

export type AuditFilters = {
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  type: CreditType | 'all';
  kind: CreditAuditKind | 'all';
  /** Spec §3's status: invalidated grants, or every other line. */
  status: CreditAuditStatus | 'all';
  page: number;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  from: '',
  to: '',
  type: 'all',
  kind: 'all',
  status: 'all',
  page: 1,
};

export const AUDIT_STATUS_LABELS: Record<CreditAuditStatus, string> = {
  valid: 'Válidos',
  invalidated: 'Invalidados',
};

export const AUDIT_KIND_LABELS: Record<CreditAuditKind, string> = {
  grant: 'Concessão',
  withdrawal: 'Remoção',
  consumption: 'Consumo',
  unlimited: 'Consultas ilimitadas',
  edit: 'Edição',
};
export const CREDIT_TYPE_LABELS: Record<CreditType, string> = { click: 'Consulta', export: 'Exportação' };

/** A period (days YYYY-MM-DD or '') that ends before it starts is refused, as the API does. */
export function periodError(period: { from: string; to: string }): string | null {
  return period.from && period.to && period.from > period.to ? ADMIN_MESSAGES.invalidPeriod : null;
}

/** "init_date=…&end_date=…&type=…&origin=…&page=…" (an empty filter is left out). */
export function auditQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('init_date', filters.from);
  if (filters.to) params.set('end_date', filters.to);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.kind !== 'all') params.set('origin', filters.kind);
  if (filters.status !== 'all') params.set('status', filters.status);
  params.set('page', String(filters.page));
  return params.toString();
}

/**
 * What a spend was for: the list by its name ("(lista excluída)" once deleted; its id only when the list is no
 * longer stored), a company consulted by its CNPJ, or the text stored (a removal's description).
 */
function auditSubject(entry: Pick<CreditAuditEntry, 'description' | 'subject' | 'list'>): string {
  if (entry.list) return entry.list.deleted ? `${entry.list.name} (lista excluída)` : entry.list.name;
  const subject = entry.subject?.trim() ?? '';
  return entry.description === 'company_consult' ? formatCnpj(subject) : subject;
}

/**
 * What a movement was: a known reason in Portuguese (a grant's origin, a spend's reason) or a grant's own
 * description, then its subject: "Removido pela equipe · Ajuste de contrato", "Exportação para lista ·
 * Clientes SP", "Consulta de empresa · 12.345.678/0001-90".
 */
export function auditDescription(
  entry: Pick<CreditAuditEntry, 'description' | 'subject' | 'list'>,
): string | null {
  const parts = auditDescriptionParts(entry).filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** auditDescription's two parts, the reason and the subject ('' when absent), to draw them apart. */
export function auditDescriptionParts(
  entry: Pick<CreditAuditEntry, 'description' | 'subject' | 'list'>,
): [reason: string, subject: string] {
  const text = entry.description?.trim();
  return [text ? creditReasonLabel(text) : '', auditSubject(entry)];
}

const count = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/**
 * The totals line of the filtered lines, a part per type the filter keeps: "Consultas: 80 concedidas · 30
 * usadas"; a type with nothing moved reads "nada".
 */
export function auditTotalsParts(
  totals: CreditAuditResponse['totals'],
  type: AuditFilters['type'],
): Array<{ type: CreditType; text: string }> {
  const types: CreditType[] = type === 'all' ? ['click', 'export'] : [type];
  return types.map((t) => {
    const sums = totals[t];
    const parts = [
      sums.granted ? count(sums.granted, 'concedido', 'concedidos') : null,
      sums.spent ? count(sums.spent, 'usado', 'usados') : null,
      sums.removed ? count(sums.removed, 'removido', 'removidos') : null,
      sums.invalidated ? count(sums.invalidated, 'invalidado', 'invalidados') : null,
    ].filter(Boolean);
    return { type: t, text: parts.length ? parts.join(' · ') : 'nada' };
  });
}

/** An edit line: "Quantidade 100 → 30 · Validade 31/12/2026 → sem validade" (only what changed). */
export function grantEditDescription(edit: NonNullable<CreditAuditEntry['edit']>): string {
  const day = (d: string | null) => (d ? d.split('-').reverse().join('/') : 'sem validade');
  const parts = [];
  if (edit.amount_from !== edit.amount_to) {
    parts.push(`Quantidade ${formatInteger(edit.amount_from)} → ${formatInteger(edit.amount_to)}`);
  }
  if (edit.expires_from !== edit.expires_to) {
    parts.push(`Validade ${day(edit.expires_from)} → ${day(edit.expires_to)}`);
  }
  return parts.join(' · ');
}

/** "+100", "−50" (a true minus sign), "0". */
export function formatAuditAmount(amount: number): string {
  if (amount > 0) return `+${formatInteger(amount)}`;
  if (amount < 0) return `−${formatInteger(-amount)}`;
  return '0';
}

/** A grant still counting: not invalidated and not expired (an expired grant counts for nothing already). */
export function canInvalidate(
  entry: Pick<CreditAuditEntry, 'kind' | 'invalidated' | 'expires_at'>,
  now: Date,
): boolean {
  if (entry.kind !== 'grant' || entry.invalidated) return false;
  return entry.expires_at === null || new Date(entry.expires_at).getTime() > now.getTime();
}

/** "Invalidado: motivo", "Expirado", "Válido" for grants; '—' for removals and spends. */
export function auditSituation(
  entry: Pick<CreditAuditEntry, 'kind' | 'invalidated' | 'invalidated_cause' | 'expires_at'>,
  now: Date,
): string {
  if (entry.invalidated)
    return entry.invalidated_cause ? `Invalidado: ${entry.invalidated_cause}` : 'Invalidado';
  if (entry.kind !== 'grant') return '—';
  if (entry.expires_at && new Date(entry.expires_at).getTime() < now.getTime()) return 'Expirado';
  return 'Válido';
}

export function invalidateCauseError(cause: string): string | null {
  const parsed = invalidateCreditRequestSchema.safeParse({ id: 'x', cause });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.invalidCause);
}

/**
 * The last day a grant counts: it expires at the first instant after it (midnight in Brasília, where the
 * admin's "Validade" is read), so that instant's own day would show one day late.
 */
export function lastValidDay(expiresAt: string | null): Date | null {
  if (expiresAt === null) return null;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? null : new Date(at - 1);
}
