import { Alert, Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ExportTool, ToolConnection } from '@prospecta/contracts/exports-api';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTotvsExisting } from '@/features/exports/api/get-totvs-existing';
import { toolBlocker } from '@/features/exports/lib/export-draft';
import { type ExtraValues, extraErrors, TOOL_EXTRAS } from '@/features/exports/lib/tool-extras';
import { TOOL_BRANDS } from '@/lib/tool-brands';

type Props = {
  listId: string;
  tool: ExportTool;
  connection: ToolConnection | undefined;
  values: ExtraValues;
  onChange: (values: ExtraValues) => void;
  /** The API's refusal of the options, by field path (what the form's own checks did not catch). */
  serverErrors?: Record<string, string>;
};

function TotvsExisting({ listId }: { listId: string }) {
  const existing = useTotvsExisting(listId, true);
  if (!existing.data) return null;
  const n = existing.data.companiesMatchCount;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="totvs-existing">
      {n === 0
        ? 'Nenhuma empresa desta lista existe ainda no TOTVS.'
        : `${n.toLocaleString('pt-BR')} ${n === 1 ? 'empresa desta lista já existe' : 'empresas desta lista já existem'} no TOTVS e ${n === 1 ? 'será atualizada' : 'serão atualizadas'}.`}
    </Alert>
  );
}

/**
 * The chosen tool: the spec's message when it is not ready (with a link to the settings), a warning when its
 * key was saved without the tool's word, and its extras, each checked as it is left (under the field).
 */
export function ToolPanel({ listId, tool, connection, values, onChange, serverErrors = {} }: Props) {
  const blocker = toolBlocker(tool, connection);
  const fields = TOOL_EXTRAS[tool];
  const name = TOOL_BRANDS[tool].name;
  // A field says what is wrong once left (not at the first keystroke of an e-mail), or at once when the API
  // refused it.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const errors = extraErrors(tool, values);
  const set = (path: string, value: string | boolean) => onChange({ ...values, [path]: value });
  return (
    <Stack gap="sm">
      {blocker ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="tool-blocker">
          <Text fz="sm">{blocker}</Text>
          <Anchor component={Link} to={paths.user.apiTokenExport.getHref()} fz="sm" fw={600}>
            Configurar integração com {name}
          </Anchor>
        </Alert>
      ) : null}
      {!blocker && connection && !connection.verified ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="tool-unverified">
          <Text fz="sm">
            A chave do {name} não foi verificada: ela foi salva sem a confirmação da ferramenta. A exportação
            pode ser feita, mas para com um erro de autenticação se a chave estiver errada.
          </Text>
        </Alert>
      ) : null}
      {!blocker && tool === 'totvs' ? <TotvsExisting listId={listId} /> : null}
      <Text fw={600} fz="sm">
        Opções do {name}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields
          .filter((f) => f.kind !== 'boolean')
          .map((f) => (
            <TextInput
              key={f.path}
              size="xs"
              label={f.label}
              description={f.description}
              withAsterisk={f.required}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              value={String(values[f.path] ?? '')}
              error={(left.has(f.path) ? errors[f.path] : undefined) ?? serverErrors[f.path]}
              onChange={(e) => set(f.path, e.currentTarget.value)}
              onBlur={() => setLeft((l) => (l.has(f.path) ? l : new Set(l).add(f.path)))}
            />
          ))}
      </SimpleGrid>
      {fields
        .filter((f) => f.kind === 'boolean')
        .map((f) => (
          <Checkbox
            key={f.path}
            size="xs"
            label={f.label}
            description={f.description}
            checked={values[f.path] === true}
            error={serverErrors[f.path]}
            onChange={(e) => set(f.path, e.currentTarget.checked)}
          />
        ))}
    </Stack>
  );
}
