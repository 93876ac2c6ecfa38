import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';

export function BrandLogo({ size = 'md', inverted = false }: { size?: 'md' | 'lg'; inverted?: boolean }) {
  const icon = size === 'lg' ? 40 : 32;
  return (
    <Group gap={10} wrap="nowrap" aria-label="Prospecta">
      <ThemeIcon
        size={icon}
        radius="md"
        variant={inverted ? 'white' : 'gradient'}
        gradient={{ from: 'brand.6', to: 'cyan.5', deg: 135 }}
      >
        <IconTargetArrow size={icon * 0.6} stroke={2} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'lg' ? 26 : 20} lts={-0.5} c={inverted ? 'white' : undefined}>
        Prospecta
      </Text>
    </Group>
  );
}
