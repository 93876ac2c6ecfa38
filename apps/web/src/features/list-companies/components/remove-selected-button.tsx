import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RemovalQuestion } from '@/features/list-companies/components/removal-question';
import { removeConfirmText, removeSelectedLabel } from '@/features/list-companies/lib/removal-text';

/**
 * "Remover (N)" on the table's selection line: one company in sight of a list nobody else works goes at once
 * (its toast offers "Desfazer"); more, a ticked one out of sight (another page, the search, the status filter),
 * or any in a list others work (`shared`), are asked about first, saying how many are not on screen and what
 * goes with them.
 */
export function RemoveSelectedButton(props: {
  selected: number;
  /** Ticked companies not among the rows on screen. */
  elsewhere: number;
  /** Others may have worked the list (`workedByOthers`): their statuses and notes go too. */
  shared: boolean;
  pending: boolean;
  onRemove: () => void;
}) {
  const { selected, elsewhere, shared } = props;
  const [asking, setAsking] = useState(false);
  const { label, ariaLabel } = removeSelectedLabel(selected);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        loading={props.pending}
        aria-label={ariaLabel}
        onClick={() => (selected === 1 && elsewhere === 0 && !shared ? props.onRemove() : setAsking(true))}
      >
        {label}
      </Button>
      <RemovalQuestion
        text={asking ? removeConfirmText(selected, elsewhere, shared) : null}
        onCancel={() => setAsking(false)}
        onConfirm={props.onRemove}
      />
    </>
  );
}
