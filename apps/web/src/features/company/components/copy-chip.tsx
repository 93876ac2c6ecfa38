import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { COPY_COUNTER_CAP, nextCopyCount } from '@/features/company/lib/company-format';

/** A contact with click-to-copy; the copy counter stops at 5 (spec §9). */
export function CopyChip(props: { icon: ReactNode; text: string; value: string; label: string }) {
  const clipboard = useClipboard({ timeout: 1500 });
  const [count, setCount] = useState(0);
  const copy = () => {
    clipboard.copy(props.value);
    setCount(nextCopyCount);
  };
  return (
    <Group gap="xs" wrap="nowrap" data-testid="copy-chip">
      {props.icon}
      <Text fz="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.text}
      </Text>
      <Tooltip label={clipboard.copied ? 'Copiado!' : `Copiar ${props.label}`} withArrow>
        <ActionIcon
          variant="subtle"
          color={clipboard.copied ? 'teal' : 'gray'}
          onClick={copy}
          aria-label={`Copiar ${props.label} ${props.text}`}
        >
          {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
      {count > 0 ? (
        <Badge size="xs" variant="light" color="gray" title="Vezes copiado">
          {count >= COPY_COUNTER_CAP ? `${COPY_COUNTER_CAP}+` : count}×
        </Badge>
      ) : null}
    </Group>
  );
}
