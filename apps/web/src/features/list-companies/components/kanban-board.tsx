import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import {
  type ListCompany,
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { useQueries } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { kanbanColumnKey, kanbanColumnQueryOptions } from '@/features/list-companies/api/get-kanban-column';
import type { StatusChange } from '@/features/list-companies/api/update-prospecting-status';
import { companyTitle, KanbanCardFace } from '@/features/list-companies/components/kanban-card';
import { KanbanColumnView } from '@/features/list-companies/components/kanban-column';
import { emptyListHint } from '@/features/list-companies/lib/empty-list';
import { kanbanAnnouncements as say } from '@/features/list-companies/lib/kanban-announce';
import { areaOf, cardOver, columnAfterKey, columnAt } from '@/features/list-companies/lib/kanban-drop';
import { kanbanEmptyMessage } from '@/features/list-companies/lib/kanban-empty';
import { KANBAN_COLUMN_GAP } from '@/features/list-companies/lib/kanban-layout';
import { statusOfDrop } from '@/features/list-companies/lib/kanban-moves';
import { changeStatusWithUndo } from '@/features/list-companies/lib/status-toast';
import { focusWhenShown } from '@/lib/focus-when-shown';

const columnId = (status: ProspectingStatus) => `column:${status}`;

/**
 * ← and → send a lifted card to the previous or next column in the board's order, centred over it (and kept
 * within the columns' height): counted from the column last aimed at (`aimed`), never from where the card is
 * drawn, so a press is one column whatever the columns' heights, the board's scroll or how fast keys come.
 */
const columnJumps =
  (aimed: RefObject<ProspectingStatus | null>): KeyboardCoordinateGetter =>
  (event, { context, currentCoordinates }) => {
    const card = context.collisionRect;
    const from = aimed.current;
    const to = from ? columnAfterKey(PROSPECTING_STATUSES, from, event.code) : null;
    const target = to ? context.droppableRects.get(columnId(to)) : undefined;
    if (!to || !target || !card) return undefined;
    aimed.current = to;
    const area = areaOf([...context.droppableRects.values()]);
    return cardOver(target, area, { width: card.width, height: card.height, top: currentCoordinates.y });
  };

/**
 * The column under the pointer takes the card, or under the card's centre with the keyboard (no pointer); each
 * column over the board's whole height (`columnAt`), so the space under a short or empty column is its own.
 */
const columnUnder: CollisionDetection = ({
  pointerCoordinates,
  collisionRect,
  droppableRects,
  droppableContainers,
}) => {
  const columns = droppableContainers.flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: container.id, rect, container }] : [];
  });
  const point = pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const id = columnAt(point, columns);
  const hit = columns.find((c) => c.id === id);
  return hit ? [{ id: hit.id, data: { droppableContainer: hit.container, value: 0 } }] : [];
};

/**
 * The board scrolls sideways only with the pointer at its very edge: with dnd-kit's default (a fifth of the
 * width) a card held over "Sucesso" at 1 280 px scrolled the board until "Descartado" was under it.
 */
const EDGE_SCROLL = { threshold: { x: 0.06, y: 0.1 } };

const labelOf = (id: string | number | null | undefined) => {
  const status = statusOfDrop(id, PROSPECTING_STATUSES);
  return status ? PROSPECTING_STATUS_LABELS[status] : null;
};
const companyOf = (data: unknown) => (data as { company?: ListCompany } | undefined)?.company;
const nameOf = (data: unknown) => {
  const company = companyOf(data);
  return company ? companyTitle(company) : 'empresa';
};
const fromOf = (data: unknown) => {
  const company = companyOf(data);
  return company ? PROSPECTING_STATUS_LABELS[company.status] : null;
};
const announcements: Announcements = {
  onDragStart: ({ active }) => say.start(nameOf(active.data.current), fromOf(active.data.current)),
  onDragOver: ({ active, over }) =>
    say.over(nameOf(active.data.current), labelOf(over?.id), fromOf(active.data.current)),
  onDragEnd: ({ active, over }) =>
    say.end(nameOf(active.data.current), labelOf(over?.id), fromOf(active.data.current)),
  onDragCancel: ({ active }) => say.cancel(nameOf(active.data.current), fromOf(active.data.current)),
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
  /** Whether the user may search: an empty list says where its companies come from (`lib/empty-list.ts`). */
  canSearch?: boolean;
  /** Takes a card's company out of the list (its own "Remover" button); absent for who may not. */
  onRemove?: (company: ListCompany) => void;
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
  // The column a card lifted with the keyboard was last sent to (its own when lifted).
  const aimed = useRef<ProspectingStatus | null>(null);
  const [coordinateGetter] = useState(() => columnJumps(aimed));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // The board scrolled at once, not smoothly: the next press reads where the columns are.
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto' }),
  );
  const columns = useQueries({
    queries: PROSPECTING_STATUSES.map((status) =>
      kanbanColumnQueryOptions(listId, status, pages[status], query, viewAs),
    ),
  });
  const empty = kanbanEmptyMessage(
    query,
    columns.map((c) =>
      c.data ? { total: c.data.total, current: !c.isPlaceholderData && !c.isError } : undefined,
    ),
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
        column: (status) => kanbanColumnKey(listId, status, pages[status], query),
        card: company,
        // Refused: the card is drawn back in its column (or in the one another device moved it to), and the
        // keyboard's focus goes with it.
        onRolledBack: (now) => {
          onRolledBack?.();
          if (keyboard) focusHandleWhenShown(company.id, now);
        },
      },
    });
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    aimed.current = null;
    const company = (active.data.current as { company?: ListCompany } | undefined)?.company;
    const to = statusOfDrop(over?.id, PROSPECTING_STATUSES);
    if (!company || !to || to === company.status) return;
    const keyboard = activatorEvent instanceof KeyboardEvent;
    // A card dropped on the wrong column goes back with one press, for the toast's 5 s (a refused move
    // closes it: the card is back already). One toast for every move: the next drop's replaces it.
    changeStatusWithUndo({
      company,
      to,
      name: companyTitle(company),
      apply: (card, status, onRolledBack) => move(card, status, keyboard, onRolledBack),
    });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnder}
      autoScroll={EDGE_SCROLL}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover a empresa, pressione Espaço; use as setas para trocar de coluna e Espaço para soltar, ou Esc para cancelar.',
        },
      }}
      onDragStart={({ active }) => {
        const company = (active.data.current as { company?: ListCompany } | undefined)?.company ?? null;
        setDragged(company);
        aimed.current = company?.status ?? null;
      }}
      onDragCancel={() => {
        setDragged(null);
        aimed.current = null;
      }}
      onDragEnd={onDragEnd}
    >
      {empty ? (
        <Stack gap={2} align="center" py="xs">
          <Text c="dimmed" ta="center" role="status" data-testid="kanban-empty">
            {empty}
          </Text>
          {query.trim() ? null : (
            <Text c="dimmed" ta="center" fz="sm" maw={520}>
              {emptyListHint(props.canSearch ?? false)}
            </Text>
          )}
        </Stack>
      ) : null}
      <ScrollArea type="auto" offsetScrollbars>
        {/* Stretched: every column as tall as the longest, so a card dropped under a short one is its own. */}
        <Group align="stretch" gap={KANBAN_COLUMN_GAP} wrap="nowrap" pb="sm" data-testid="kanban-board">
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
              onRemove={props.onRemove}
              dropHint={empty === null}
            />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay>{dragged ? <KanbanCardFace company={dragged} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}
