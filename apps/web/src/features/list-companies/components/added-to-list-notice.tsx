import { Anchor, Text } from '@mantine/core';
import type { ExportToListResponse } from '@prospecta/contracts/lists-companies-api';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { addedMessage } from '@/features/list-companies/lib/added-message';

export type AddedToList = { listId: string; listName: string; answer: ExportToListResponse };

/**
 * What an add from a company drawer did, said beside its button with "Abrir lista": the toast sat outside the
 * drawer, whose focus trap kept the keyboard from it for its 5 s. A polite status, mounted empty before the
 * add, so a screen reader says it when it fills.
 */
export function AddedToListNotice({ added }: { added: AddedToList | null }) {
  return (
    <Text component="span" fz="sm" role="status" data-testid="added-to-list-notice">
      {added ? (
        <>
          {`Em “${added.listName}”: ${addedMessage(added.answer)} `}
          <Anchor component={Link} to={paths.infoset.getHref(added.listId)} fz="sm" fw={600}>
            Abrir lista
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}
