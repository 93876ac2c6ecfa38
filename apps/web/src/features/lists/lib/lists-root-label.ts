// How the lists root is called — its heading, its tab title and the breadcrumb of a list's screens (the list,
// its decision makers, a company in it), which names the page it leads to, over one's own list and over a list
// someone else wrote alike. An owner or a manager sees there every list of the account: "Listas da equipe";
// anyone else their own and those shared with them: "Minhas listas".
import { mayViewOthers } from '@/features/lists/lib/view-as';

export const MY_LISTS_LABEL = 'Minhas listas';
export const TEAM_LISTS_LABEL = 'Listas da equipe';

/** The lists root's name for a user of `role` (their own lists' name while the user is still loading). */
export const listsRootLabel = (role: string | undefined): string =>
  role && mayViewOthers(role) ? TEAM_LISTS_LABEL : MY_LISTS_LABEL;
