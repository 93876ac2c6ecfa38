// How the breadcrumb of a list's screens (the list, its decision makers, a company in it) names the lists root:
// by the name of the page it leads to, "Minhas listas" (its heading and tab title), over one's own list and over
// a list someone else wrote alike. It said "Listas" over a shared list and "Minhas listas" over one's own: the
// same link under two names, and the lists root holds the lists shared with the user too.

export const LISTS_ROOT_LABEL = 'Minhas listas';
