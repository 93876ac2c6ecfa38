import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { FacetBucket } from '@prospecta/contracts/search-result';
import { formatCount } from '@/features/search/lib/search-format';

/**
 * Horizontal bars with the label on the left: reads well for long labels (CNAE sections, bands); `shortLabel`
 * shortens what the label column shows (the tooltip keeps the whole label).
 */
export function FacetBars({
  buckets,
  color,
  shortLabel = (label) => label,
}: {
  buckets: FacetBucket[];
  color: string;
  shortLabel?: (label: string) => string;
}) {
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  return (
    <Stack gap={6}>
      {buckets.map((b) => (
        <Tooltip
          key={b.key}
          label={`${b.label}: ${formatCount(b.count)} (${Math.round((b.count / Math.max(1, total)) * 100)}%)`}
          withArrow
          position="top-start"
        >
          <Group gap="xs" wrap="nowrap">
            <Text fz="xs" w="42%" truncate title={b.label}>
              {shortLabel(b.label)}
            </Text>
            <Box style={{ flex: 1 }} h={10} bg="gray.1">
              <Box
                h={10}
                w={`${(b.count / max) * 100}%`}
                bg={color}
                style={{ borderRadius: 4, minWidth: 2, transition: 'width 300ms ease' }}
              />
            </Box>
            <Text fz="xs" fw={600} w={48} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(b.count)}
            </Text>
          </Group>
        </Tooltip>
      ))}
    </Stack>
  );
}
