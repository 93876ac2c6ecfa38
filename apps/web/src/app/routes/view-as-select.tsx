import { Alert, Button, Group, Select, Text } from '@mantine/core';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { IconEye } from '@tabler/icons-react';
import { mayViewOthers, othersOnList } from '@/features/lists/lib/view-as';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * Whose prospecting a list shows (`ver_como`): the signed-in user's, or for an owner or a manager the name of
 * the author or member looked at — and so why statuses cannot be changed meanwhile (each user moves their own).
 */
export function viewedProspector(list: InfoSet | undefined, viewAs: string | null) {
  if (!list || !viewAs) return { name: null, statusLocked: null };
  const name = [list.author, ...list.members].find((p) => p.id === viewAs)?.name ?? 'outro usuário';
  return {
    name,
    statusLocked: `Você está vendo a prospecção de ${name}: só ${name} muda estes status.`,
  };
}

/**
 * For an owner or a manager, on a list others work: "Prospecção de" picks whose statuses, metrics and kanban
 * the list shows (written to the address as `ver_como`, back to page 1). Its label is shown, as the app's other
 * filter selects' are (a name alone in the box said nothing of what it chose), and names it for screen readers.
 */
export function ViewAsSelect(props: {
  list: InfoSet;
  me: { id: string; role: string } | undefined;
  viewAs: string | null;
}) {
  const [, setParams] = useSearchParams();
  const { list, me, viewAs } = props;
  if (!me || !mayViewOthers(me.role)) return null;
  const others = othersOnList(list, me.id);
  if (others.length === 0 && !viewAs) return null;
  const data = [
    { value: '', label: 'Minha prospecção' },
    ...others.map((p) => ({ value: p.id, label: p.name })),
  ];
  return (
    <Select
      w={230}
      label="Prospecção de"
      leftSection={<IconEye size={16} />}
      data={data}
      value={viewAs ?? ''}
      allowDeselect={false}
      onChange={(value) =>
        setParams(
          (p) => {
            if (value) p.set('ver_como', value);
            else p.delete('ver_como');
            p.delete('pagina');
            return p;
          },
          { replace: true },
        )
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Said above the list while another user's prospecting is shown, with the way back to one's own. */
export function ViewingOtherNotice({ name, onBack }: { name: string; onBack: () => void }) {
  return (
    <Alert color="blue" variant="light" icon={<IconEye size={18} />} data-testid="viewing-other">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">
          Você está vendo a prospecção de <strong>{name}</strong>: os status aparecem como {name} os deixou e
          não podem ser mudados aqui.
        </Text>
        <Button size="compact-sm" variant="light" onClick={onBack}>
          Ver a minha
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Said when the address named someone who does not work this list (`ver_como` of an old link, a person removed
 * from it, a mistyped id): the list shows the user's own prospecting instead.
 */
export function ViewAsNotOnListNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEye size={18} />}
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={onClose}
      data-testid="view-as-not-on-list"
    >
      A pessoa indicada no endereço não trabalha nesta lista (não é a autora nem membro dela), então você está
      vendo a sua própria prospecção. Para ver a de outra pessoa, escolha-a em “Prospecção de”.
    </Alert>
  );
}
