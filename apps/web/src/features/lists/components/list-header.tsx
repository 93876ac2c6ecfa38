import {
  ActionIcon,
  Anchor,
  Badge,
  Breadcrumbs,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useUpdateList } from '@/features/lists/api/update-list';
import { ValidationBadges } from '@/features/lists/components/validation-badges';
import { ONLY_MANAGERS } from '@/features/lists/lib/list-permissions';
import { relativeDate } from '@/features/lists/lib/lists-cache';

/** The list's name, counts, star and validation badges, with the screen's actions on the right. */
export function ListHeader({
  list,
  homeHref,
  homeLabel,
  actions,
  canManage,
}: {
  list: InfoSet;
  homeHref: string;
  /** The lists root's name in the breadcrumb (`listsRootLabel`). */
  homeLabel: string;
  actions: ReactNode;
  /** Its author, an owner or a manager: the others see the star and cannot change it. */
  canManage: boolean;
}) {
  const update = useUpdateList();
  const starred = list.star === 'true';
  return (
    <Stack gap="xs">
      <Breadcrumbs>
        <Anchor component={Link} to={homeHref} fz="sm">
          {homeLabel}
        </Anchor>
        {/* A long name is cut at the line's end (the whole of it in the title under it and on hover): a crumb
            never wraps, and one of 120 characters ran past the page. Style props: the crumbs' own style
            replaces a `style`. */}
        <Text fz="sm" lh="normal" truncate title={list.name} flex="1 1 0" miw={0}>
          {list.name}
        </Text>
      </Breadcrumbs>
      {/* A long name wraps beside the actions; they go under it only when the name would get under 420 px. */}
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Title
              order={1}
              fz={list.name.length > 60 ? 22 : 28}
              data-testid="list-name"
              style={{ overflowWrap: 'anywhere' }}
            >
              {list.name}
            </Title>
            <Tooltip
              label={canManage ? (starred ? 'Remover estrela' : 'Marcar com estrela') : ONLY_MANAGERS}
              events={{ hover: true, focus: true, touch: true }}
            >
              <ActionIcon
                mt={4}
                style={{ flexShrink: 0 }}
                variant="subtle"
                color={starred ? 'yellow' : 'gray'}
                aria-label={starred ? 'Remover estrela' : 'Marcar com estrela'}
                aria-disabled={!canManage || undefined}
                aria-describedby={canManage ? undefined : 'list-star-reason'}
                data-disabled={!canManage || undefined}
                onClick={() =>
                  canManage && update.mutate({ id: list.id, patch: { star: starred ? 'false' : 'true' } })
                }
              >
                {starred ? <IconStarFilled size={20} /> : <IconStar size={20} />}
              </ActionIcon>
            </Tooltip>
            {/* Why it cannot be changed, read with it: a tooltip is shown on focus but not announced. */}
            {canManage ? null : <VisuallyHidden id="list-star-reason">{ONLY_MANAGERS}</VisuallyHidden>}
          </Group>
          <Group gap="sm">
            <Text c="dimmed" fz="sm" data-testid="list-contacts">
              {list.contacts === 1 ? '1 empresa' : `${list.contacts.toLocaleString('pt-BR')} empresas`} · por{' '}
              {list.author.name} · atualizada {relativeDate(list.updatedAt, new Date())}
            </Text>
            {list.archived ? (
              <Badge variant="light" color="gray" data-testid="list-archived">
                Arquivada
              </Badge>
            ) : null}
            <ValidationBadges list={list} />
          </Group>
          {list.description ? (
            <Text fz="sm" maw={720}>
              {list.description}
            </Text>
          ) : null}
        </Stack>
        {/* Beside the name while they fit on its line, else under it as a whole; narrower than they are (a phone,
            "Prospecção de" among them) they wrap among themselves: nowrap ran them off a 390 px screen. Aligned
            on their bottoms, so a labelled select's box sits level with the buttons. */}
        <Group gap="sm" align="flex-end" style={{ flex: '0 1 auto', minWidth: 0 }} data-testid="list-actions">
          {actions}
        </Group>
      </Group>
    </Stack>
  );
}
