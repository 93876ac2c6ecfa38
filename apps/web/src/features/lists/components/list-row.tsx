import {
  ActionIcon,
  Avatar,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type ListActions, ListActionsMenu } from '@/features/lists/components/list-actions';
import { ValidationBadges } from '@/features/lists/components/validation-badges';
import { ONLY_MANAGERS } from '@/features/lists/lib/list-permissions';
import { listProgress } from '@/features/lists/lib/list-progress';
import { relativeDate } from '@/features/lists/lib/lists-cache';
import { formatInteger } from '@/lib/format';

/** A text cut to one line fills it before its ellipsis, however long its words. */
const ONE_LINE = { wordBreak: 'break-all' } as const;

export type ListRowActions = ListActions & { onStar: (list: InfoSet) => void };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');

/**
 * How much of the list is worked (companies moved out of "A prospectar": the user's own statuses, or for an
 * owner or a manager supervising it its author's, `listProgress`): a thin bar under the count, its words on
 * hover and for screen readers. Nothing for an empty list.
 */
function ProspectedBar({ list, meId }: { list: InfoSet; meId: string | undefined }) {
  const progress = listProgress(list, meId);
  if (!progress) return null;
  const { percent, words } = progress;
  return (
    <Tooltip label={words}>
      <Progress.Root size="xs" mt={4} ml="auto" w={72}>
        <Progress.Section value={percent} color={percent === 100 ? 'teal' : 'brand'} aria-label={words} />
      </Progress.Root>
    </Tooltip>
  );
}

/** One list: name and description, companies, author and members, last update, validation, actions. */
export function ListRow(
  props: {
    list: InfoSet;
    href: string;
    deleted: boolean;
    now: Date;
    /** Its author, an owner or a manager (managesList): the others see its star and no actions. */
    canManage: boolean;
    /** The signed-in user: whose progress the bar shows is said when it is someone else's. */
    meId: string | undefined;
  } & ListRowActions,
) {
  const { list, canManage } = props;
  const starred = list.star === 'true';
  const draft = list.id.startsWith('draft-');
  // In the trash the column says when the list was deleted.
  const shownDate = props.deleted && list.deletedAt ? list.deletedAt : list.updatedAt;
  // Why the star cannot be changed, read with it (the tooltip shows it on hover, focus and touch, but a
  // tooltip is not announced).
  const starReason = useId();
  return (
    <Table.Tr data-testid="list-row" style={{ opacity: draft ? 0.6 : 1 }}>
      <Table.Td w={40}>
        {props.deleted ? null : (
          <Tooltip
            label={canManage ? (starred ? 'Remover estrela' : 'Marcar com estrela') : ONLY_MANAGERS}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon
              variant="subtle"
              color={starred ? 'yellow' : 'gray'}
              onClick={() => canManage && props.onStar(list)}
              aria-label={starred ? `Remover estrela de ${list.name}` : `Marcar ${list.name} com estrela`}
              aria-disabled={!canManage || undefined}
              aria-describedby={canManage ? undefined : starReason}
              data-disabled={!canManage || undefined}
              disabled={draft}
            >
              {starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
        {canManage || props.deleted ? null : <VisuallyHidden id={starReason}>{ONLY_MANAGERS}</VisuallyHidden>}
      </Table.Td>
      <Table.Td maw={340}>
        <Stack gap={2}>
          {/* A long name is cut to one line: the whole of it on hover. Cut anywhere, so a name of one long word
              fills the line ("QA-…" alone once its break after the hyphen left the rest for a hidden line). */}
          {props.deleted || draft ? (
            <Text fw={600} fz="sm" lineClamp={1} title={list.name} style={ONE_LINE}>
              {list.name}
            </Text>
          ) : (
            <Text
              component={Link}
              to={props.href}
              fw={600}
              fz="sm"
              c="brand.8"
              lineClamp={1}
              title={list.name}
              style={ONE_LINE}
            >
              {list.name}
            </Text>
          )}
          {list.description ? (
            <Text fz="xs" c="dimmed" lineClamp={1} title={list.description} style={ONE_LINE}>
              {list.description}
            </Text>
          ) : null}
          <ValidationBadges list={list} />
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text fz="sm" data-testid="list-count">
          {formatInteger(list.contacts)}
        </Text>
        <ProspectedBar list={list} meId={props.meId} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {/* Named in full (initials alone read as "VV SP"), the tooltip showing the same on hover. */}
          <Tooltip label={`${list.author.name} (autor)`}>
            <Avatar
              size="sm"
              radius="xl"
              color="brand"
              role="img"
              aria-label={`${list.author.name} (autor)`}
              data-testid="list-author-avatar"
            >
              {initials(list.author.name)}
            </Avatar>
          </Tooltip>
          {list.members.length > 0 ? (
            <Tooltip label={list.members.map((m) => m.name).join(', ')}>
              {/* Solid, each ringed in white by the group, so overlapping initials stay readable. */}
              <Avatar.Group spacing="xs">
                {list.members.slice(0, 3).map((m) => (
                  <Avatar
                    key={m.id}
                    size="sm"
                    radius="xl"
                    color="gray.7"
                    variant="filled"
                    role="img"
                    aria-label={`${m.name} (membro)`}
                  >
                    {initials(m.name)}
                  </Avatar>
                ))}
                {list.members.length > 3 ? (
                  <Avatar
                    size="sm"
                    radius="xl"
                    color="gray.7"
                    variant="outline"
                    role="img"
                    aria-label={`Mais ${list.members.length - 3}: ${list.members
                      .slice(3)
                      .map((m) => m.name)
                      .join(', ')}`}
                  >
                    +{list.members.length - 3}
                  </Avatar>
                ) : null}
              </Avatar.Group>
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dimmed" title={new Date(shownDate).toLocaleString('pt-BR')}>
          {relativeDate(shownDate, props.now)}
        </Text>
      </Table.Td>
      <Table.Td w={48}>{draft || !canManage ? null : <ListActionsMenu {...props} />}</Table.Td>
    </Table.Tr>
  );
}
