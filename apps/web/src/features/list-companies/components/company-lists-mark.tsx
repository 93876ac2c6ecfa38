import { Anchor, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCompanyLists } from '@/features/list-companies/api/get-company-lists';
import {
  listOwnerText,
  listsDetailText,
  listsMarkText,
} from '@/features/list-companies/lib/company-lists-text';

/** Lists named in the drawer's line; the others are counted ("e mais 2"), named on hover. */
const NAMED_IN_DRAWER = 3;

export type CompanyListsMarkProps = {
  cnpj: string;
  /** The CNPJs of the page the row is on: one request answers every row. */
  pageCnpjs: readonly string[];
  /** The signed-in user: their own lists read "sua". */
  userId: string | undefined;
  /** The element's id, which the row names as its description (a screen reader hears it with the row). */
  id?: string;
};

/**
 * A search result's mark when the user's lists already hold the company ("Na lista: Prospecção SP", "Em 2
 * listas"), before a consult is spent on it; the lists and whose they are on hover, and for a screen reader.
 */
export function CompanyListsMark({ cnpj, pageCnpjs, userId, id }: CompanyListsMarkProps) {
  const lists = useCompanyLists(cnpj, pageCnpjs).data ?? [];
  const text = listsMarkText(lists);
  if (!text) return null;
  const detail = listsDetailText(lists, userId);
  return (
    <Tooltip label={detail.join('\n')} multiline maw={320} style={{ whiteSpace: 'pre-line' }} withArrow>
      <Badge
        id={id}
        size="xs"
        variant="light"
        color="grape"
        maw={220}
        // The list's name as its author wrote it (a badge's capitals made every name the same shout).
        tt="none"
        leftSection={<IconListCheck size={10} aria-hidden />}
        data-testid="result-lists"
      >
        {text}
        <VisuallyHidden>: {detail.join(', ')}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/**
 * The company drawer's line naming the user's lists that hold the company, each a link to the company's page
 * in that list, with whose list it is (archived ones said); nothing when none does.
 */
export function CompanyListsNotice({ cnpj, userId }: { cnpj: string; userId: string | undefined }) {
  const lists = useCompanyLists(cnpj).data ?? [];
  if (lists.length === 0) return null;
  const named = lists.slice(0, NAMED_IN_DRAWER);
  const rest = lists.slice(NAMED_IN_DRAWER);
  return (
    <Group gap={6} wrap="wrap" data-testid="company-lists">
      <IconListCheck size={16} aria-hidden color="var(--mantine-color-grape-7)" />
      <Text fz="sm" fw={600}>
        {lists.length === 1 ? 'Na lista:' : `Em ${lists.length} listas:`}
      </Text>
      {named.map((list, index) => (
        <Text key={list.id} fz="sm" span>
          <Anchor component={Link} to={paths.infoset.company.getHref(list.id, list.company_id)} fz="sm">
            {list.name}
          </Anchor>{' '}
          <Text span fz="sm" c="dimmed">
            ({listOwnerText(list, userId)}){index < named.length - 1 || rest.length > 0 ? ',' : ''}
          </Text>
        </Text>
      ))}
      {rest.length > 0 ? (
        <Text fz="sm" c="dimmed" title={listsDetailText(rest, userId).join('\n')}>
          e mais {rest.length}
          <VisuallyHidden>: {listsDetailText(rest, userId).join(', ')}</VisuallyHidden>
        </Text>
      ) : null}
    </Group>
  );
}
