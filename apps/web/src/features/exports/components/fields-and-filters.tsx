import { Box, Button, Checkbox, Group, MultiSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { EXPORT_FIELDS, type ExportFieldKey, type ExportFilters } from '@prospecta/contracts/exports-api';
import { PROSPECTING_STATUS_LABELS, PROSPECTING_STATUSES } from '@prospecta/contracts/lists-companies-api';
import type { DecisionMakersLayout, ExportDraft } from '@/features/exports/lib/export-draft';
import { ALL_FIELDS, fieldsLabel } from '@/features/exports/lib/export-draft';

type Props = {
  draft: ExportDraft;
  onChange: (patch: Partial<ExportDraft>) => void;
  forFile: boolean;
  /** The seller whose statuses the filter and the status column read (an owner's or a manager's view). */
  viewAsName?: string | null;
};

const FILTERS: {
  key: keyof Omit<ExportFilters, 'prospectingStatuses'>;
  label: string;
  description?: string;
}[] = [
  { key: 'withPhone', label: 'Somente empresas com telefone' },
  { key: 'withEmail', label: 'Somente empresas com e-mail' },
  { key: 'withSite', label: 'Somente empresas com site' },
  { key: 'withDecisionMakers', label: 'Somente empresas com decisores' },
  {
    // Not the tools' own "Enviar só telefones confirmados como válidos" (tool-extras.ts), which also leaves
    // out the phones not validated yet: the names say which is which.
    key: 'onlyValidPhones',
    label: 'Tirar telefones inválidos',
    description:
      'Tira só os telefones que a validação da lista achou inválidos; os ainda não validados seguem.',
  },
  {
    key: 'onlyValidEmails',
    label: 'Tirar e-mails inválidos',
    description: 'Tira o e-mail que a validação da lista achou inválido; a empresa segue na exportação.',
  },
  { key: 'onlyActive', label: 'Somente empresas ativas' },
  {
    key: 'eliminate_cnpjs_already_exported_in_account',
    label: 'Excluir empresas já exportadas pela conta',
    // The API counts only sends to sales tools (files keep no per-company record): the user must know.
    description:
      'Só contam as empresas que a conta já enviou a uma ferramenta de vendas; as que saíram apenas em planilhas não são excluídas.',
  },
];

/** The columns of the file, the filters of the companies, and how decision makers are written. */
export function FieldsAndFilters({ draft, onChange, forFile, viewAsName = null }: Props) {
  const setFilter = (key: keyof ExportFilters, value: unknown) =>
    onChange({ filters: { ...draft.filters, [key]: value || undefined } });
  return (
    <Stack gap="md">
      {forFile ? (
        <Stack gap="xs">
          {/* The buttons sit on the group's label line; the label names the checkbox group for assistive
              technology (a paragraph above it did not). */}
          <Box pos="relative">
            <Group gap={4} pos="absolute" top={0} right={0}>
              <Button size="compact-xs" variant="subtle" onClick={() => onChange({ fields: ALL_FIELDS })}>
                Marcar todos
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => onChange({ fields: [] })}
              >
                Limpar
              </Button>
            </Group>
            <Checkbox.Group
              value={draft.fields}
              onChange={(v) =>
                onChange({ fields: ALL_FIELDS.filter((f) => v.includes(f)) as ExportFieldKey[] })
              }
              label={fieldsLabel(draft.fields.length)}
              labelProps={{ fw: 600, fz: 'sm', mb: 8, lh: '22px' }}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={8}>
                {EXPORT_FIELDS.map((f) => (
                  <Checkbox key={f.key} value={f.key} label={f.header} size="xs" />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Box>
          <Radio.Group
            label="Decisores"
            value={draft.decisionMakers}
            onChange={(v) => onChange({ decisionMakers: v as DecisionMakersLayout })}
          >
            <Group gap="lg" mt={6}>
              <Radio value="rows" label="Em linhas (uma por decisor)" size="xs" />
              <Radio value="columns" label="Em colunas (até 5 por empresa)" size="xs" />
              <Radio value="none" label="Não incluir" size="xs" />
            </Group>
          </Radio.Group>
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Filtros
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={8}>
          {FILTERS.map((f) => (
            <Checkbox
              key={f.key}
              size="xs"
              label={f.label}
              description={f.description}
              checked={draft.filters[f.key] === true}
              onChange={(e) => setFilter(f.key, e.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          size="xs"
          label={viewAsName ? `Status de prospecção de ${viewAsName}` : 'Status de prospecção'}
          description={
            viewAsName
              ? `O filtro e a coluna de status usam a prospecção de ${viewAsName}, não a sua.`
              : undefined
          }
          placeholder={draft.filters.prospectingStatuses?.length ? undefined : 'Todos os status'}
          data={PROSPECTING_STATUSES.map((s) => ({ value: s, label: PROSPECTING_STATUS_LABELS[s] }))}
          value={draft.filters.prospectingStatuses ?? []}
          onChange={(v) =>
            setFilter(
              'prospectingStatuses',
              v.length ? (v as ExportFilters['prospectingStatuses']) : undefined,
            )
          }
          clearable
        />
      </Stack>
    </Stack>
  );
}
