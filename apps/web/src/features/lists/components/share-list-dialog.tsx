import { ActionIcon, Avatar, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type InfoSet, LIST_MESSAGES } from '@prospecta/contracts/lists-api';
import { IconShare, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useShareableUsers } from '@/features/lists/api/get-shareable-users';
import { useShareList } from '@/features/lists/api/share-list';
import { showActionToast } from '@/lib/undo-toast';

/** "Compartilhar": the list's members, add one of the supervised users, remove (optimistic, reverted on error). */
/** Who works the list; its author, an owner or a manager (`canManage`) adds and removes them. */
export function ShareListButton({ list, canManage }: { list: InfoSet; canManage: boolean }) {
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const users = useShareableUsers(opened && canManage);
  const share = useShareList();
  const candidates = (users.data?.users ?? []).filter(
    (u) => u.id !== list.author.id && !list.members.some((m) => m.id === u.id),
  );
  const add = () => {
    const user = candidates.find((u) => u.id === picked);
    if (!user) return;
    share.mutate({ list, member: { id: user.id, name: user.name, email: user.email }, action: 'add' });
    setPicked(null);
  };
  // Said, with "Desfazer" (which shares it again: their statuses and notes were kept), instead of the row
  // going without a word.
  const remove = (member: InfoSet['members'][number]) =>
    share.mutate(
      { list, member, action: 'remove' },
      {
        onSuccess: () =>
          showActionToast({
            id: `list-member-removed-${list.id}-${member.id}`,
            title: 'Pessoa removida da lista',
            message: `${member.name} não vê mais “${list.name}”. Os status e as anotações dela ficam guardados.`,
            action: {
              label: 'Desfazer',
              run: () => share.mutate({ list, member, action: 'add' }),
            },
          }),
      },
    );
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => setOpened(true)}>
        Compartilhar{list.members.length > 0 ? ` (${list.members.length})` : ''}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Compartilhar lista" centered size="md">
        <Stack gap="md">
          {canManage ? (
            <>
              <Group align="flex-end" gap="xs">
                <Select
                  style={{ flex: 1 }}
                  label="Adicionar pessoa"
                  placeholder={users.isPending ? 'Carregando…' : 'Escolha um usuário da conta'}
                  data={candidates.map((u) => ({ value: u.id, label: `${u.name} — ${u.email}` }))}
                  value={picked}
                  onChange={setPicked}
                  searchable
                  nothingFoundMessage="Nenhum usuário disponível"
                  comboboxProps={{ withinPortal: true }}
                />
                <Button leftSection={<IconUserPlus size={16} />} onClick={add} disabled={!picked}>
                  Adicionar
                </Button>
              </Group>
              <Text fz="xs" c="dimmed">
                Administradores, proprietários e gestores da conta já veem todas as listas e não aparecem
                aqui.
              </Text>
            </>
          ) : (
            <Text fz="sm" c="dimmed" data-testid="share-read-only">
              {LIST_MESSAGES.onlyAuthorShares}.
            </Text>
          )}
          <Stack gap="xs" data-testid="share-members">
            <Member name={list.author.name} email={list.author.email} note="Autor" />
            {list.members.map((m) => (
              <Member
                key={m.id}
                name={m.name}
                email={m.email}
                onRemove={canManage ? () => remove(m) : undefined}
              />
            ))}
            {list.members.length === 0 ? (
              <Text fz="sm" c="dimmed">
                A lista ainda não foi compartilhada.
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}

function Member(props: { name: string; email: string; note?: string; onRemove?: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Avatar size="sm" radius="xl" color="brand">
          {props.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0}>
          <Text fz="sm" fw={500}>
            {props.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {props.email}
          </Text>
        </Stack>
      </Group>
      {props.note ? (
        <Text fz="xs" c="dimmed">
          {props.note}
        </Text>
      ) : !props.onRemove ? null : (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={props.onRemove}
          aria-label={`Remover ${props.name}`}
        >
          <IconUserMinus size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
