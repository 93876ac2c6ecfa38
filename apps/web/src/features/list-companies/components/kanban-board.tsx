import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Group, ScrollArea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ListCompany,
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { useState } from 'react';
import { kanbanColumnKey } from '@/features/list-companies/api/get-kanban-column';
import type { StatusChange } from '@/features/list-companies/api/update-prospecting-status';
import { companyTitle, KanbanCardFace } from '@/features/list-companies/components/kanban-card';
import {
  KANBAN_COLUMN_MIN_WIDTH,
  KanbanColumnView,
} from '@/features/list-companies/components/kanban-column';
import { statusOfDrop } from '@/features/list-companies/lib/kanban-moves';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { showUndoToast } from '@/lib/undo-toast';

const COLUMN_GAP = 10;

/**
 * Arrow keys jump a whole column sideways (and 40 px up or down), so two presses cross two columns. The
 * columns' width follows the board's, so the step is measured from the columns (the only droppables).
 */
const columnJumps: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const { x, y } = currentCoordinates;
  const lefts = [...context.droppableRects.values()].map((rect) => rect.left).sort((a, b) => a - b);
  const step =
    lefts.length > 1 ? (lefts[1] as number) - (lefts[0] as number) : KANBAN_COLUMN_MIN_WIDTH + COLUMN_GAP;
  switch (event.code) {
    case 'ArrowRight':
      return { x: x + step, y };
    case 'ArrowLeft':
      return { x: x - step, y };
    case 'ArrowDown':
      return { x, y: y + 40 };
    case 'ArrowUp':
      return { x, y: y - 40 };
    default:
      return undefined;
  }
};

/**
 * The column under the pointer takes the card (the keyboard, without a pointer, by the card's overlap): the
 * overlap of the dragged card alone picked the column beside the one aimed at once the board had scrolled.
 */
const columnUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The board scrolls sideways only with the pointer at its very edge: with dnd-kit's default (a fifth of the
 * width) a card held over "Sucesso" at 1 280 px scrolled the board until "Descartado" was under it.
 */
const EDGE_SCROLL = { threshold: { x: 0.06, y: 0.1 } };

const labelOf = (id: string | number | null | undefined) => {
  const status = statusOfDrop(id, PROSPECTING_STATUSES);
  return status ? PROSPECTING_STATUS_LABELS[status] : 'fora das colunas';
};
const nameOf = (data: unknown) => {
  const company = (data as { company?: ListCompany } | undefined)?.company;
  return company ? companyTitle(company) : 'empresa';
};
const announcements: Announcements = {
  onDragStart: ({ active }) => `${nameOf(active.data.current)} levantada.`,
  onDragOver: ({ active, over }) => `${nameOf(active.data.current)} sobre ${labelOf(over?.id)}.`,
  onDragEnd: ({ active, over }) => `${nameOf(active.data.current)} solta em ${labelOf(over?.id)}.`,
  onDragCancel: ({ active }) => `Movimento de ${nameOf(active.data.current)} cancelado.`,
};

export type KanbanBoardProps = {
  listId: string;
  query: string;
  /** Another user's board (an owner or a manager looking at it): shown, not moved. */
  viewAs: string | null;
  /** A company's page, its steps walking the column (status) it is in. */
  companyHref: (companyId: string, column: ProspectingStatus) => string;
  onMove: (change: StatusChange) => void;
  /** Each column's page (the route keeps them in the address; a new search starts them at 1). */
  pages: Record<ProspectingStatus, number>;
  onPage: (status: ProspectingStatus, page: number) => void;
};

/**
 * A card moved with the keyboard is drawn anew in its new column, so the focus its handle had is lost: it goes
 * back to the handle as soon as the card shows there (given up after about a second).
 */
function focusHandleWhenShown(companyId: string, status: ProspectingStatus): void {
  focusWhenShown(
    `[data-testid="kanban-column-${status}"] [data-testid="kanban-card"][data-company-id="${CSS.escape(companyId)}"] button[aria-label^="Mover "]`,
    60,
  );
}

/** One column per prospecting stage, each paged on its own; drag a card (mouse or keyboard) to move it. */
export function KanbanBoard(props: KanbanBoardProps) {
  const { listId, query, viewAs, companyHref, onMove, pages, onPage: setPage } = props;
  const [dragged, setDragged] = useState<ListCompany | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJumps }),
  );
  // A card moved to another column (dropped, or taken back with "Desfazer"); with the keyboard, its focus follows.
  const move = (
    company: ListCompany,
    to: ProspectingStatus,
    keyboard: boolean,
    onRolledBack?: () => void,
  ) => {
    if (keyboard) focusHandleWhenShown(company.id, to);
    onMove({
      listId,
      company,
      to,
      kanban: {
        from: kanbanColumnKey(listId, company.status, pages[company.status], query),
        to: kanbanColumnKey(listId, to, pages[to], query),
        card: company,
        // Refused: the card is drawn back in its column, and the keyboard's focus goes back with it.
        onRolledBack: () => {
          onRolledBack?.();
          if (keyboard) focusHandleWhenShown(company.id, company.status);
        },
      },
    });
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const company = (active.data.current as { company?: ListCompany } | undefined)?.company;
    const to = statusOfDrop(over?.id, PROSPECTING_STATUSES);
    if (!company || !to || to === company.status) return;
    const keyboard = activatorEvent instanceof KeyboardEvent;
    // A card dropped on the wrong column goes back with one press, for the toast's 5 s (a refused move
    // closes it: the card is back already).
    const toast = `kanban-move-${company.id}`;
    move(company, to, keyboard, () => notifications.hide(toast));
    showUndoToast({
      id: toast,
      title: `Status: ${PROSPECTING_STATUS_LABELS[to]}`,
      message: `${companyTitle(company)} foi para "${PROSPECTING_STATUS_LABELS[to]}".`,
      onUndo: () => move({ ...company, status: to }, company.status, keyboard),
    });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderPointer}
      autoScroll={EDGE_SCROLL}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover a empresa, pressione Espaço; use as setas para trocar de coluna e Espaço para soltar, ou Esc para cancelar.',
        },
      }}
      onDragStart={({ active }) =>
        setDragged((active.data.current as { company?: ListCompany } | undefined)?.company ?? null)
      }
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" gap={COLUMN_GAP} wrap="nowrap" pb="sm" data-testid="kanban-board">
          {PROSPECTING_STATUSES.map((status) => (
            <KanbanColumnView
              key={status}
              listId={listId}
              status={status}
              page={pages[status]}
              query={query}
              viewAs={viewAs}
              onPage={(page) => setPage(status, page)}
              companyHref={companyHref}
            />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay>{dragged ? <KanbanCardFace company={dragged} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
