// How the breadcrumb of a list's screens (the list, its decision makers, a company in it) names the lists
// root: "Minhas listas" over one's own list; "Listas", as the main menu calls it, over a list someone else
// wrote (a manager supervising a seller's list, a member of a shared one): it is not theirs.

export function listsRootLabel(
  list: { author: { id: string } } | null | undefined,
  user: { id: string } | null | undefined,
): string {
  return list && user && list.author.id === user.id ? 'Minhas listas' : 'Listas';
}
