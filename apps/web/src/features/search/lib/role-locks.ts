// Which exclusive options the user cannot turn off (spec §5, applied again by the server whatever the
// client sends): non-admin users always search with e-mail, phone and active companies; with a search
// term only "active" stays.

import { EXCLUSIVE_OPTION_IDS } from '@prospecta/contracts/filter-catalogue-options';
import type { ExclusiveOptionId } from '@prospecta/contracts/filter-state';
import { isPrivileged, type QueryContext } from '@prospecta/contracts/query-rules';

export function lockedExclusiveOptions(context: QueryContext, hasTerm: boolean): ExclusiveOptionId[] {
  if (isPrivileged(context)) return [];
  return hasTerm ? ['ativas'] : ['ativas', 'email', 'telefone'];
}

/** The options a search with a term leaves out for the role (every one but "ativas"): shown off and fixed. */
export function ignoredExclusiveOptions(context: QueryContext, hasTerm: boolean): ExclusiveOptionId[] {
  if (isPrivileged(context) || !hasTerm) return [];
  return EXCLUSIVE_OPTION_IDS.filter((id) => id !== 'ativas');
}

export function lockReason(hasTerm: boolean): string {
  return hasTerm
    ? 'Com um termo de busca, a busca considera somente empresas ativas; as outras opções voltam quando o termo sai.'
    : 'Seu perfil de acesso sempre busca empresas ativas com e-mail e telefone, para garantir contatos úteis.';
}
