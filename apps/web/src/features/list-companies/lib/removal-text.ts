// What the screens say about companies taken out of a list and put back (`hooks/use-remove-from-list.ts`).

const count = (n: number, one: string, many: string) =>
  n === 1 ? one : `${n.toLocaleString('pt-BR')} ${many}`;

/** The button: "Remover da lista" for one company, "Remover (12)" for the ones ticked in the table. */
export const removeLabel = (n: number | null): string =>
  n === null ? 'Remover da lista' : `Remover (${n.toLocaleString('pt-BR')})`;

export function removedToast(removed: number): { title: string; message: string } {
  return {
    title: count(removed, 'Empresa removida da lista', 'empresas removidas da lista'),
    message:
      removed === 1
        ? 'O crédito gasto nela não volta; adicioná-la de novo pela busca não gasta outro.'
        : 'O crédito gasto nelas não volta; adicioná-las de novo pela busca não gasta outro.',
  };
}

/** Nothing removed: every company chosen had already left the list (someone else removed them meanwhile). */
export const NOTHING_REMOVED = 'As empresas escolhidas já não estavam nesta lista.';

/** "Desfazer" done: how many came back, and why not all when some were added again meanwhile. */
export function restoredToast(restored: number, removed: number): string {
  if (restored === 0) return 'As empresas já estavam de novo na lista.';
  const back = count(restored, 'A empresa voltou para a lista', 'empresas voltaram para a lista');
  return restored < removed ? `${back}; as outras já estavam nela de novo.` : `${back}, com seus status.`;
}
