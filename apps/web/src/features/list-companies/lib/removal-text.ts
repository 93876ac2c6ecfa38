// What the screens say about companies taken out of a list and put back (`hooks/use-remove-from-list.ts`,
// `components/remove-selected-button.tsx`).

const count = (n: number, one: string, many: string) =>
  n === 1 ? one : `${n.toLocaleString('pt-BR')} ${many}`;

/** The table's button for the ticked companies ("Remover (12)") and what a screen reader hears of it. */
export const removeSelectedLabel = (n: number) => ({
  label: `Remover (${n.toLocaleString('pt-BR')})`,
  ariaLabel: `Remover ${count(n, 'a empresa selecionada', 'empresas selecionadas')} da lista`,
});

/**
 * The question before the ticked companies go, unless it is one company in sight of a list nobody else works:
 * how many, how many of them are not in the table on screen (another page, the search or the status filter),
 * and what goes with them (`shared`: the team's statuses and notes too).
 */
export function removeConfirmText(
  selected: number,
  elsewhere: number,
  shared = false,
): { title: string; body: string[]; confirm: string } {
  const one = selected === 1;
  const where = 'nesta página da tabela (está em outra página, ou fora da busca ou do filtro de status)';
  const hidden =
    elsewhere === 0
      ? null
      : one
        ? `Ela não aparece ${where}.`
        : elsewhere === 1
          ? `Uma delas não aparece ${where}.`
          : `${elsewhere.toLocaleString('pt-BR')} delas não aparecem ${where.replace('está', 'estão')}.`;
  const body = [
    hidden,
    `Os status de prospecção e as anotações${shared ? ' de toda a equipe' : ''} saem com ${one ? 'ela' : 'elas'}. Logo depois, "Desfazer" traz tudo de volta.`,
    `O crédito gasto não volta, e ${one ? 'adicioná-la' : 'adicioná-las'} de novo pela busca não gasta outro.`,
  ].filter((line): line is string => line !== null);
  return {
    title: `Remover ${count(selected, 'a empresa selecionada', 'empresas selecionadas')} da lista?`,
    body,
    confirm: `Remover ${count(selected, '1 empresa', 'empresas')}`,
  };
}

/** The question before one company goes from its page or its kanban card (a list others work, `workedByOthers`). */
export function removeOneConfirmText(name: string): { title: string; body: string[]; confirm: string } {
  return {
    title: `Remover ${name} da lista?`,
    body: [
      'A lista é compartilhada: os status de prospecção e as anotações de toda a equipe sobre esta empresa saem com ela. Logo depois, "Desfazer" traz tudo de volta.',
      'O crédito gasto não volta, e adicioná-la de novo pela busca não gasta outro.',
    ],
    confirm: 'Remover da lista',
  };
}

export function removedToast(removed: number, name?: string): { title: string; message: string } {
  return {
    title: count(removed, 'Empresa removida da lista', 'empresas removidas da lista'),
    message:
      removed === 1
        ? `${name ? `${name} saiu da lista. ` : ''}O crédito gasto nela não volta; adicioná-la de novo pela busca não gasta outro.`
        : 'O crédito gasto nelas não volta; adicioná-las de novo pela busca não gasta outro.',
  };
}

/** Nothing removed: every company chosen had already left the list (someone else removed them meanwhile). */
export const NOTHING_REMOVED = 'As empresas escolhidas já não estavam nesta lista.';

/** "Desfazer" done: how many came back, and why not all when some were added again meanwhile. */
export function restoredToast(restored: number, removed: number): string {
  if (restored === 0) return 'As empresas já estavam de novo na lista.';
  const back = count(restored, 'A empresa voltou para a lista', 'empresas voltaram para a lista');
  return restored < removed
    ? `${back}; as outras já estavam nela de novo.`
    : `${back}, com seus status e anotações.`;
}
