// Which of a list company's phones a seller should call first from the kanban card.
import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import type { Phone } from '@prospecta/contracts/search-result';

/** Lower ranks first: confirmed by the list's validation, then mobiles (WhatsApp too), then fixed lines. */
function rank(phone: Phone, validated: boolean | undefined): number {
  const kind = phone.tipo === 'celular' ? 0 : 1;
  return validated === true ? kind : 2 + kind;
}

/**
 * The phone to call first: never one the list's validation found invalid nor one the registry could not read,
 * a validated one before the others, a mobile before a fixed line, the registry's order otherwise. `others`
 * counts the callable phones left out. Null when the company has none.
 */
export function phoneToCall(company: Pick<ListCompany, 'additionalData' | 'validation'>): {
  phone: Phone;
  validated: boolean;
  others: number;
} | null {
  const outcomes = company.validation?.phones ?? {};
  const callable = (company.additionalData?.telefones ?? [])
    .filter((p) => p.tipo !== 'invalido' && outcomes[p.numero] !== false)
    .map((phone, order) => ({ phone, order, score: rank(phone, outcomes[phone.numero]) }))
    .sort((a, b) => a.score - b.score || a.order - b.order);
  const best = callable[0];
  if (!best) return null;
  return { phone: best.phone, validated: outcomes[best.phone.numero] === true, others: callable.length - 1 };
}
