// What a list with no company says besides "Esta lista ainda não tem empresas.": where its companies come from.
// A prospector whose account may not search (spec §2) was told only that, with no way forward.

/** The way to fill an empty list, for a user who may search or not (who then has a link to the search). */
export function emptyListHint(canSearch: boolean): string {
  return canSearch
    ? 'Busque empresas e use “Adicionar à lista” nos resultados para trazê-las para cá.'
    : 'As empresas chegam às listas pela busca de um gestor ou do dono da conta: peça a um deles que adicione empresas a esta lista ou compartilhe com você uma lista com empresas.';
}
