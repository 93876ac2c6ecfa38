import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconPencil,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteList } from '@/features/lists/api/delete-list';
import { useRecoverList } from '@/features/lists/api/recover-list';
import { useUpdateList } from '@/features/lists/api/update-list';
import { ListFormModal } from '@/features/lists/components/list-form-modal';
import { showActionToast, showUndoToast } from '@/lib/undo-toast';

export type ListActions = {
  onRename: (list: InfoSet) => void;
  onArchive: (list: InfoSet) => void;
  onDelete: (list: InfoSet) => void;
  onRecover: (list: InfoSet) => void;
};

/**
 * A list's "Mais ações" (rename, archive or unarchive, delete; recover in the trash), on the lists root's rows and
 * on the list's own page, with their toasts and "Desfazer". `renameForm` is the "Renomear lista" dialog, to render.
 * `onDeleted`: where the screen goes once the list is in the trash (the list's page leaves for the root); the
 * toast and its "Desfazer" stay.
 */
export function useListActions(options: {
  listHref: (id: string) => string;
  onDeleted?: () => void;
}): ListActions & { renameForm: ReactNode } {
  const { listHref, onDeleted } = options;
  const update = useUpdateList();
  const remove = useDeleteList();
  const recover = useRecoverList();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<InfoSet | null>(null);

  const onDelete = (list: InfoSet) =>
    remove.mutate(list.id, {
      onSuccess: () => {
        onDeleted?.();
        showUndoToast({
          id: `deleted-${list.id}`,
          title: 'Lista excluída',
          message: `“${list.name}” foi para a lixeira.`,
          onUndo: () => recover.mutate(list.id),
          // The row and its "Mais ações" are gone: a keyboard user's focus goes to "Desfazer".
          focusAction: true,
        });
      },
    });

  // The row leaves the view it was in: the toast says where it went and brings it back.
  const onArchive = (list: InfoSet) => {
    const archived = !list.archived;
    update.mutate(
      { id: list.id, patch: { archived } },
      {
        onSuccess: () =>
          showUndoToast({
            id: `archived-${list.id}`,
            title: archived ? 'Lista arquivada' : 'Lista desarquivada',
            message: archived
              ? `“${list.name}” está em Arquivadas.`
              : `“${list.name}” voltou para as Ativas.`,
            onUndo: () => update.mutate({ id: list.id, patch: { archived: !archived } }),
            focusAction: true,
          }),
      },
    );
  };

  const onRecover = (list: InfoSet) =>
    recover.mutate(list.id, {
      onSuccess: () => {
        // The deletion's "Desfazer", if still shown, has nothing left to undo.
        notifications.hide(`deleted-${list.id}`);
        showActionToast({
          id: `list-recovered-${list.id}`,
          title: 'Lista recuperada',
          // A list deleted from Arquivadas comes back there.
          message: list.archived
            ? `"${list.name}" voltou para as Arquivadas.`
            : `"${list.name}" voltou para as suas listas.`,
          action: { label: 'Abrir lista', run: () => navigate(listHref(list.id)) },
          focusAction: true,
        });
      },
    });

  const renameForm = (
    <ListFormModal
      opened={renaming !== null}
      title="Renomear lista"
      submitLabel="Salvar"
      initial={renaming ? { name: renaming.name, description: renaming.description ?? '' } : undefined}
      onClose={() => setRenaming(null)}
      onSubmit={async (v) => {
        if (renaming) await update.mutateAsync({ id: renaming.id, patch: { name: v.name } });
      }}
    />
  );

  return { onRename: setRenaming, onArchive, onDelete, onRecover, renameForm };
}

/** The "…" of a list that its author, an owner or a manager may change (the others are not given it). */
export function ListActionsMenu(props: { list: InfoSet; deleted: boolean } & ListActions) {
  const { list } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Mais ações de ${list.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {props.deleted ? (
          <Menu.Item leftSection={<IconRestore size={14} />} onClick={() => props.onRecover(list)}>
            Recuperar
          </Menu.Item>
        ) : (
          <>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => props.onRename(list)}>
              Renomear
            </Menu.Item>
            <Menu.Item
              leftSection={list.archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
              onClick={() => props.onArchive(list)}
            >
              {list.archived ? 'Desarquivar' : 'Arquivar'}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => props.onDelete(list)}>
              Excluir
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
