import { ActionIcon, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { COPY_COUNTER_CAP } from '@prospecta/contracts/lists-companies-api';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCopyData } from '@/features/list-companies/api/copy-data';

/** A contact with click-to-copy; each copy is counted by the server (copy_data), the counter stops at 5. */
export function CopyContact(props: {
  companyId: string;
  field: string;
  icon: ReactNode;
  text: string;
  value: string;
  /** Shown after the copy button (the list's validation outcome). */
  badge?: ReactNode;
}) {
  const clipboard = useClipboard({ timeout: 1500 });
  const copyData = useCopyData();
  const [count, setCount] = useState(0);
  const copy = () => {
    clipboard.copy(props.value);
    setCount((c) => Math.min(COPY_COUNTER_CAP, c + 1));
    copyData.mutate(
      { companyId: props.companyId, field: props.field },
      { onSuccess: (answer) => setCount(Math.min(COPY_COUNTER_CAP, answer.count)) },
    );
  };
  return (
    <Group gap="xs" wrap="nowrap" data-testid="copy-contact">
      {/* A long e-mail must not squeeze the icon away (an SVG in a flex row shrinks to nothing). */}
      <Box component="span" display="flex" style={{ flexShrink: 0 }}>
        {props.icon}
      </Box>
      <Text fz="sm" fw={500} miw={0} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {props.text}
      </Text>
      <Tooltip label={clipboard.copied ? 'Copiado!' : 'Copiar'} withArrow>
        <ActionIcon
          variant="subtle"
          color={clipboard.copied ? 'teal' : 'gray'}
          onClick={copy}
          aria-label={`Copiar ${props.text}`}
        >
          {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
      {props.badge}
      {count > 0 ? (
        <Badge size="xs" variant="light" color="gray" title="Vezes copiado">
          {count >= COPY_COUNTER_CAP ? `${COPY_COUNTER_CAP}+` : count}×
        </Badge>
      ) : null}
    </Group>
  );
}
