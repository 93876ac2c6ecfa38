// Which exclusive options the user cannot turn off (spec §5, applied again by the server whatever the
// client sends): non-admin users always search with e-mail, phone and active companies; with a search
// term only "active" stays.

import type { ExclusiveOptionId } from '@prospecta/contracts/filter-state';
import { isPrivileged, type QueryContext } from '@prospecta/contracts/query-rules';

export function lockedExclusiveOptions(context: QueryContext, hasTerm: boolean): ExclusiveOptionId[] {
  if (isPrivileged(context)) return [];
  return hasTerm ? ['ativas'] : ['ativas', 'email', 'telefone'];
}

export function lockReason(hasTerm: boolean): string {
  return hasTerm
    ? 'Com um termo de busca, a busca considera somente empresas ativas.'
    : 'Seu perfil de acesso sempre busca empresas ativas com e-mail e telefone, para garantir contatos úteis.';
}
