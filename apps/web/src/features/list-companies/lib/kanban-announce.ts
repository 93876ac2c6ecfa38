// What a screen reader is told while a kanban card is moved (dnd-kit's live region). At a keyboard pick-up
// dnd-kit reports the card over its own column right after the start, which replaced "levantada" with
// "X sobre A prospectar.": over its own column it says the card is picked up there.

/** Where the card is: a column's name, or null when it is over no column. */
type Where = string | null;

const column = (where: Where) => (where ? `na coluna ${where}` : 'fora das colunas');

export const kanbanAnnouncements = {
  // How to move it on is the grip's own description (the board's screen-reader instructions).
  start: (name: string, from: Where) => `${name} selecionada, ${column(from)}.`,
  over: (name: string, over: Where, from: Where) =>
    over !== null && over === from
      ? `${name} selecionada, ${column(from)}.`
      : `${name} sobre ${over ? `a coluna ${over}` : 'nenhuma coluna'}.`,
  end: (name: string, over: Where, from: Where) =>
    over === null || over === from ? `${name} ficou ${column(from)}.` : `${name} solta na coluna ${over}.`,
  cancel: (name: string, from: Where) => `Movimento de ${name} cancelado: ela ficou ${column(from)}.`,
};

/** dnd-kit's role description of a card's grip, read aloud before its name (its default is "draggable"). */
export const KANBAN_GRIP_ROLE_DESCRIPTION = 'arrastável';
