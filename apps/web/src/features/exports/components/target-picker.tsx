import {
  Badge,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { EXPORT_TOOLS, type ToolConnection } from '@prospecta/contracts/exports-api';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ToolAvatar } from '@/components/ui/tool-avatar';
import type { ExportTarget } from '@/features/exports/lib/export-draft';
import { TOOL_BRANDS } from '@/lib/tool-brands';

type Props = {
  value: ExportTarget;
  onChange: (target: ExportTarget) => void;
  connections: ToolConnection[] | undefined;
};

/** A choice named by what it shows (WCAG 2.5.3: a voice user says the words they see). */
function Tile(props: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <UnstyledButton
      onClick={props.onClick}
      aria-pressed={props.selected}
      // The dialog opens on the target chosen (Mantine's default was the ×).
      data-autofocus={props.selected || undefined}
      data-testid="export-target"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${props.selected ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-3)'}`,
        background: props.selected ? 'var(--mantine-color-brand-0)' : 'white',
        boxShadow: props.selected ? '0 0 0 1px var(--mantine-color-brand-6)' : undefined,
      }}
    >
      {props.children}
    </UnstyledButton>
  );
}

/** Planilha (CSV or Excel) or one of the twelve tools, each with its state: connected, not verified or not. */
export function TargetPicker({ value, onChange, connections }: Props) {
  const byTool = new Map(connections?.map((c) => [c.tool, c]));
  // The dialog opens on the target chosen: the form comes after the saved settings, once Mantine has given
  // the focus to the dialog's × (its `data-autofocus` is read only as the dialog opens).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.classList.contains('mantine-Modal-close'))
      box.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, []);
  const isFile = (format: 'csv' | 'excel') => value.kind === 'file' && value.format === format;
  return (
    <Stack gap="sm" ref={box}>
      <Text fw={600} fz="sm">
        Planilha
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {(
          [
            ['csv', 'CSV', 'Abre no Excel, Google Planilhas e outros', IconFileTypeCsv],
            ['excel', 'Excel (.xlsx)', 'Planilha do Microsoft Excel', IconFileSpreadsheet],
          ] as const
        ).map(([format, label, hint, Icon]) => (
          <Tile key={format} selected={isFile(format)} onClick={() => onChange({ kind: 'file', format })}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={36} radius="md" variant="light" color="green">
                <Icon size={22} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={600} fz="sm">
                  <VisuallyHidden>Planilha </VisuallyHidden>
                  {label}
                </Text>
                <Text c="dimmed" fz="xs">
                  {hint}
                </Text>
              </Stack>
            </Group>
          </Tile>
        ))}
      </SimpleGrid>
      <Text fw={600} fz="sm" mt="xs">
        Ferramentas de vendas
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {EXPORT_TOOLS.map((tool) => (
          <Tile
            key={tool}
            selected={value.kind === 'tool' && value.tool === tool}
            onClick={() => onChange({ kind: 'tool', tool })}
          >
            <Group gap="sm" wrap="nowrap">
              <ToolAvatar tool={tool} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" truncate>
                  {TOOL_BRANDS[tool].name}
                </Text>
                {byTool.get(tool)?.connected ? (
                  // A key saved without the tool's word may be used, but is not shown as a sure connection.
                  byTool.get(tool)?.verified ? (
                    <Badge size="xs" color="green" variant="light">
                      Conectado
                    </Badge>
                  ) : (
                    <Badge size="xs" color="yellow" variant="light" data-testid="export-target-unverified">
                      Não verificada
                    </Badge>
                  )
                ) : (
                  <Badge size="xs" color="gray" variant="light">
                    Não conectado
                  </Badge>
                )}
              </Stack>
            </Group>
          </Tile>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
