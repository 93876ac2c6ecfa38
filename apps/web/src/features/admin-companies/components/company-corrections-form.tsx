import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminCompanyResponse,
  CORRECTION_FIELD_LABELS,
  type CorrectionField,
} from '@prospecta/contracts/admin-companies-api';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useCompanyCorrections } from '@/features/admin-companies/api/update-company';
import {
  type CorrectionFormErrors,
  type CorrectionFormValues,
  correctionBadge,
  correctionCaption,
  fieldOfServerMessage,
  formErrors,
  formValuesOf,
  registryText,
  updateRequestOf,
} from '@/features/admin-companies/lib/correction-form';
import { ApiError } from '@/lib/api-errors';
import { onPhoneTyped } from '@/lib/phone-typing';

/** The corrected fields: what customers see now, the registry's value under each, saved together. */
export function CompanyCorrectionsForm({ answer }: { answer: AdminCompanyResponse }) {
  const cnpj = answer.company.cnpj;
  const [start] = useState(() => formValuesOf(answer));
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<CorrectionFormErrors>({});
  const { update, undo } = useCompanyCorrections(cnpj);
  const body = updateRequestOf(cnpj, start, values);
  const serverField = update.error instanceof ApiError ? fieldOfServerMessage(update.error.message) : null;

  const change = (next: Partial<CorrectionFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    update.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    const found = formErrors(body, values);
    setErrors(found);
    if (Object.keys(found).length === 0) update.mutate(body);
  };
  const errorOf = (field: CorrectionField) =>
    errors[field] ?? (serverField === field ? update.error?.message : undefined);

  const row = (field: CorrectionField, input: ReactNode) => {
    const correction = answer.corrections.find((c) => c.field === field);
    return (
      <Stack gap={4} data-testid={`correction-${field}`}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ flex: 1 }}>
            {input}
            <Text fz="xs" c="dimmed">
              {registryText(answer, field)}
            </Text>
          </Stack>
          {correction ? (
            <Button
              variant="subtle"
              size="xs"
              mt={24}
              leftSection={<IconArrowBackUp size={14} />}
              loading={undo.isPending && undo.variables === field}
              onClick={() => undo.mutate(field)}
              aria-label={`Desfazer a correção de ${CORRECTION_FIELD_LABELS[field]}`}
            >
              Desfazer correção
            </Button>
          ) : null}
        </Group>
        {correction ? (
          <Group gap={6}>
            <Badge color="orange" variant="light" tt="none">
              {correctionBadge(correction)}
            </Badge>
            <Text fz="xs" c="dimmed">
              {correctionCaption(correction)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    );
  };

  const text = (field: 'site' | 'linkedin' | 'email', placeholder: string) =>
    row(
      field,
      <TextInput
        label={CORRECTION_FIELD_LABELS[field]}
        placeholder={placeholder}
        value={values[field]}
        onChange={(event) => change({ [field]: event.currentTarget.value })}
        error={errorOf(field)}
      />,
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            Contatos que os clientes veem
          </Title>
          <Text fz="sm" c="dimmed">
            O que for salvo aqui substitui o dado da Receita Federal nas páginas da empresa (busca e listas),
            mesmo depois de uma nova importação do cadastro, até ser desfeito. Deixe um campo vazio para não
            mostrar nada.
          </Text>
        </Stack>
        {text('site', 'www.empresa.com.br')}
        {text('linkedin', 'linkedin.com/company/empresa')}
        {text('email', 'contato@empresa.com.br')}
        {row(
          'telefones',
          <Stack gap={6}>
            {values.telefones.map((phone, i) => (
              <TextInput
                // The phones are a fixed number of slots, edited in place.
                // biome-ignore lint/suspicious/noArrayIndexKey: a slot's place is its identity
                key={i}
                label={i === 0 ? CORRECTION_FIELD_LABELS.telefones : undefined}
                aria-label={`Telefone ${i + 1}`}
                placeholder="(11) 98765-4321"
                value={phone}
                onChange={onPhoneTyped(phone, (value) => {
                  const telefones = [...values.telefones];
                  telefones[i] = value;
                  change({ telefones });
                })}
                error={errors[`telefones.${i}`] ?? (i === 0 ? errorOf('telefones') : undefined)}
              />
            ))}
          </Stack>,
        )}
        {update.isError && !serverField ? (
          <FormError error={update.error} unexpected="Ocorreu um erro na atualização!" />
        ) : null}
        {undo.isError ? <FormError error={undo.error} unexpected="Ocorreu um erro na atualização!" /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!body}>
            Salvar correções
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
