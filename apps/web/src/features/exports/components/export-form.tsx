import { Alert, Anchor, Button, Divider, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ToolConnection } from '@prospecta/contracts/exports-api';
import type { ListSort } from '@prospecta/contracts/lists-companies-api';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { type CSSProperties, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDeleteSettings } from '@/features/exports/api/delete-settings';
import { useSaveSettings } from '@/features/exports/api/save-settings';
import { ExportCounts } from '@/features/exports/components/export-counts';
import { FieldsAndFilters } from '@/features/exports/components/fields-and-filters';
import { TargetPicker } from '@/features/exports/components/target-picker';
import { ToolPanel } from '@/features/exports/components/tool-panel';
import {
  draftProblem,
  type ExportChoice,
  type ExportDraft,
  type ExportType,
  STARTING_FIELDS,
  settingsOf,
  sortLine,
  toolBlocker,
} from '@/features/exports/lib/export-draft';
import { buildOptions, type ExtraValues, extrasProblem } from '@/features/exports/lib/tool-extras';
import { showToast } from '@/lib/notify';

type Props = {
  listId: string;
  cnpjs?: readonly string[];
  /** The form's first state: a new export's, or the choices of the export last started from this dialog. */
  initial: ExportChoice;
  connections: ToolConnection[] | undefined;
  sending: boolean;
  onSubmit: (choice: ExportChoice) => void;
  onCancel: () => void;
  /** Whose statuses the export reads when they are not the exporter's (`initial.viewAs`). */
  viewAsName?: string | null;
  /** The API's refusal of the tool's options, by field path (shown under each until it is changed). */
  optionErrors?: Record<string, string>;
  /**
   * Why the last start was refused when no toast says it whole (a 409: an export of the list to it is running;
   * a 400 naming columns of the file: which).
   */
  refusal?: string | null;
  /** The list table's order a file follows (said under the companies' choice). */
  sort?: ListSort;
};

const TYPE_LABELS: Record<ExportType, string> = {
  normal: 'Toda a lista',
  select: 'Empresas escolhidas',
  single: 'Só esta empresa',
};

// The modal's content is the scroll container: the counts and the buttons stay at its bottom edge while the
// targets, fields and filters (about twice a laptop's height) scroll under them. The negative margins and
// the padding make the bar span the modal's width (Mantine's body padding) so nothing shows beside it.
const FOOTER_STYLE: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  marginInline: 'calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)',
  marginBottom: 'calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)',
  padding: 'var(--mantine-spacing-sm) var(--mb-padding, var(--mantine-spacing-md))',
};

/** Choosing the target, the companies, fields and filters, and the tool's extras; counts as they change. */
export function ExportForm({
  listId,
  cnpjs,
  initial,
  connections,
  sending,
  onSubmit,
  onCancel,
  viewAsName = null,
  optionErrors = {},
  refusal = null,
  sort = 'recent',
}: Props) {
  const [draft, setDraft] = useState(initial.draft);
  const [extras, setExtras] = useState<ExtraValues>(initial.extras);
  // A field the API refused keeps its message until it is changed.
  const [changedSinceRefusal, setChanged] = useState<ReadonlySet<string>>(new Set());
  const serverErrors = Object.fromEntries(
    Object.entries(optionErrors).filter(([path]) => !changedSinceRefusal.has(path)),
  );
  const save = useSaveSettings();
  const restore = useDeleteSettings();
  const patch = (p: Partial<ExportDraft>) => setDraft((d) => ({ ...d, ...p }));
  const tool = draft.target.kind === 'tool' ? draft.target.tool : null;
  const connection = connections?.find((c) => c.tool === tool);
  const blocker = tool ? toolBlocker(tool, connection) : null;
  const problem = draftProblem(draft, cnpjs) ?? blocker ?? (tool ? extrasProblem(tool, extras) : null);
  // The tool not connected is what holds the export (not a field to choose first): its settings are offered.
  const blocked = blocker !== null && problem === blocker;
  const problemId = useId();
  const types: ExportType[] = cnpjs?.length
    ? cnpjs.length === 1
      ? ['single', 'normal']
      : ['select', 'normal']
    : ['normal'];

  const submit = () => {
    setChanged(new Set());
    onSubmit({ draft: { ...draft, options: tool ? buildOptions(tool, extras) : {} }, extras });
  };
  const changeExtras = (next: ExtraValues) => {
    const changed = Object.keys(next).filter((path) => next[path] !== extras[path]);
    setChanged((c) => new Set([...c, ...changed]));
    setExtras(next);
  };
  return (
    <Stack gap="md">
      <TargetPicker
        value={draft.target}
        connections={connections}
        onChange={(target) => {
          patch({ target });
          setExtras({});
          setChanged(new Set(Object.keys(optionErrors)));
        }}
      />
      {tool ? (
        <ToolPanel
          listId={listId}
          tool={tool}
          connection={connection}
          values={extras}
          onChange={changeExtras}
          serverErrors={serverErrors}
        />
      ) : null}
      <Divider />
      {types.length > 1 ? (
        <SegmentedControl
          value={draft.type}
          onChange={(v) => patch({ type: v as ExportType })}
          data={types.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          aria-label="Empresas a exportar"
        />
      ) : null}
      {tool === null && draft.type !== 'single' ? (
        <Text c="dimmed" fz="xs" data-testid="export-sort">
          {sortLine(sort)}
        </Text>
      ) : null}
      <FieldsAndFilters draft={draft} onChange={patch} forFile={tool === null} viewAsName={viewAsName} />
      <Group gap="xs">
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          onClick={() =>
            save.mutate(settingsOf(draft), {
              onSuccess: () => showToast({ color: 'green', message: 'Campos e filtros salvos como padrão' }),
            })
          }
        >
          Salvar como padrão
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconRestore size={16} />}
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(undefined, {
              onSuccess: () => patch({ fields: STARTING_FIELDS, filters: {}, decisionMakers: 'rows' }),
            })
          }
        >
          Restaurar
        </Button>
      </Group>
      <Stack gap="xs" style={FOOTER_STYLE} data-testid="export-footer">
        <ExportCounts listId={listId} draft={draft} cnpjs={cnpjs} />
        {/* Why "Exportar" is off, beside it (the tool's own notice is under the targets, out of sight once
            the picker is scrolled): a tool not connected says so with the way to its settings. */}
        {problem ? (
          <Alert color={blocked ? 'yellow' : 'gray'} p="xs" data-testid="export-problem">
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fz="sm" id={problemId}>
                {problem}
              </Text>
              {blocked ? (
                <Anchor
                  component={Link}
                  to={paths.user.apiTokenExport.getHref()}
                  fz="sm"
                  fw={600}
                  style={{ flexShrink: 0 }}
                >
                  Configurar integração
                </Anchor>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        {refusal && !sending ? (
          <Alert color="yellow" p="xs" role="alert" data-testid="export-refusal">
            <Text fz="sm">{refusal}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Fechar
          </Button>
          {/* Busy while the start is sent, not disabled (Mantine's `loading` disables it): the keyboard stays on
              it until the export's progress takes it. */}
          <Button
            onClick={() => {
              if (!sending) submit();
            }}
            disabled={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            aria-busy={sending || undefined}
            leftSection={sending ? <Loader size={16} color="white" /> : undefined}
            data-testid="export-submit"
          >
            Exportar
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
