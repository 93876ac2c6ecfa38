/**
 * The label and the line under a status select. Its own user's: the label as given and, with the keys 1 to 6,
 * "Atalhos: teclas 1 a 6". Another user's (an owner or a manager in "Prospecção de"), where a label is shown
 * (a company's page): whose statuses they are and why they cannot be changed, instead of a greyed-out select
 * that says nothing. Without a label (table rows) the screen says it once above them.
 */
export function statusSelectText(select: {
  label?: string;
  /** The user whose status is shown when it is not the signed-in user's (read-only); null: one's own. */
  owner: string | null;
  shortcuts: boolean;
}): { label?: string; description?: string } {
  if (select.owner !== null) {
    if (!select.label) return {};
    return {
      label: `Status de ${select.owner} — só leitura`,
      description: `Você vê a prospecção de ${select.owner}; cada usuário muda só os próprios status.`,
    };
  }
  return {
    ...(select.label ? { label: select.label } : {}),
    ...(select.shortcuts ? { description: 'Atalhos: teclas 1 a 6' } : {}),
  };
}
