// The warning under a phone or e-mail that other establishments carry too (the registry counts them): an
// accountant's number or address on hundreds of companies reaches the accountant, not the company.
import { formatInteger } from '@/lib/format';

export type SharedContact = {
  kind: 'telefone' | 'e-mail';
  /** How many other establishments carry it. */
  others: number;
  /** Several of this kind are listed and the count is about one of them, unknown which. */
  several?: boolean;
  /** The phone or e-mail it is about, named when others are listed beside it (a partner's e-mail, say). */
  value?: string;
};

/**
 * The warning's words, from two others on (one other is usually the company's own second establishment or a
 * partner's); null below.
 */
export function sharedContactText({ kind, others, several, value }: SharedContact): string | null {
  if (others < 2) return null;
  const subject = value ? `O ${kind} ${value}` : several ? `Um destes ${kind}s` : `Este ${kind}`;
  return `${subject} também aparece em ${formatInteger(others)} outras empresas (possivelmente um escritório de contabilidade).`;
}
