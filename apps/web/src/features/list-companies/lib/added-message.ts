// What the toast says after "Adicionar à lista": how many went in, the credits spent and what was left out.
import type { ExportToListResponse } from '@prospecta/contracts/lists-companies-api';

const count = (n: number) => n.toLocaleString('pt-BR');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * "2 adicionadas, 1 crédito de exportação usado; 1 já estava na lista; 1 CNPJ não está na base da Receita
 * Federal." The CNPJs the registry lacks are left out by the server, which says how many.
 */
export function addedMessage(answer: ExportToListResponse): string {
  const already = answer.skipped_in_list
    ? `; ${plural(answer.skipped_in_list, 'já estava na lista', 'já estavam na lista')}`
    : '';
  const unknown = answer.skipped_unknown
    ? `; ${plural(answer.skipped_unknown, 'CNPJ não está', 'CNPJs não estão')} na base da Receita Federal`
    : '';
  return `${plural(answer.added, 'adicionada', 'adicionadas')}, ${plural(
    answer.charged,
    'crédito de exportação usado',
    'créditos de exportação usados',
  )}${already}${unknown}.`;
}
