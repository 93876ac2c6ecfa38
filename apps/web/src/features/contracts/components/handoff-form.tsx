import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { HANDOFF_CRM_LABELS, HANDOFF_CRM_OPTIONS, type Handoff } from '@prospecta/contracts/contract-api';
import { UnsavedChangesGuard } from '@/features/account-preferences/components/unsaved-changes-guard';
import { useSaveHandoff } from '@/features/contracts/api/handoff';
import {
  checkHandoffForm,
  HANDOFF_FIELDS,
  type HandoffField,
  handoffChanged,
  handoffValues,
} from '@/features/contracts/lib/handoff-form';
import { ApiError, failureMessage } from '@/lib/api-errors';
import { fieldErrorsOfRefusal } from '@/lib/form-focus';
import { showToast } from '@/lib/notify';
import { onPhoneTyped } from '@/lib/phone-typing';
import { useCheckedForm } from '@/lib/use-checked-form';

const CRM_DATA = HANDOFF_CRM_OPTIONS.map((value) => ({ value, label: HANDOFF_CRM_LABELS[value] }));

/**
 * What the account tells its customer success (one form for the control panel and the contract's step 2),
 * checked with the contract before sending, sent once whatever the clicks, saved with a toast of the server's
 * message. `guard`: leaving with changes unsaved asks first. `onSkip`: a button beside it ("Agora não", `skipLabel`).
 */
export function HandoffForm({
  handoff,
  submitLabel,
  guard = false,
  onSaved,
  onSkip,
  skipLabel = 'Agora não',
}: {
  handoff: Handoff | null;
  submitLabel: string;
  guard?: boolean;
  onSaved?: () => void;
  onSkip?: () => void;
  skipLabel?: string;
}) {
  const save = useSaveHandoff();
  const form = useCheckedForm({
    fields: HANDOFF_FIELDS,
    initial: () => handoffValues(handoff),
    check: checkHandoffForm,
    send: (body) => save.mutateAsync(body),
    onSent: (answer) => {
      form.setValues(handoffValues(answer.handoff));
      showToast({ color: 'green', message: answer.message });
      onSaved?.();
    },
    // Any refusal about a field is shown there, whatever its status; the rest above the button.
    placeRefusal: (error) =>
      error instanceof ApiError
        ? { fields: fieldErrorsOfRefusal(error.body, HANDOFF_FIELDS), form: null }
        : null,
    sendsAgain: true,
  });
  const { values, errors } = form;
  const unsaved = handoffChanged(values, handoff);
  const change = (field: HandoffField, value: string) => form.change({ [field]: value });

  const text = (field: HandoffField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-label="O que sua equipe precisa">
      {guard ? (
        <UnsavedChangesGuard
          when={unsaved && !save.isPending}
          message="Você alterou o que contou ao seu time de sucesso e ainda não salvou. Se sair agora, as alterações se perdem."
        />
      ) : null}
      <Stack gap="md">
        <Textarea
          {...text('goal')}
          label="Objetivo"
          description="O que sua equipe quer alcançar com o Prospecta"
          placeholder="Ex.: encontrar distribuidores de alimentos no Sul e agendar 20 reuniões por mês"
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
        />
        <Textarea
          {...text('ideal_customer')}
          label="Cliente ideal"
          description="Para quem vocês vendem: setor, porte, região"
          autosize
          minRows={2}
          maxLength={1000}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            name="crm"
            label="CRM que vocês usam"
            data={CRM_DATA}
            value={values.crm || null}
            onChange={(value) => change('crm', value ?? '')}
            error={errors.crm}
            placeholder="Escolha"
            clearable
            searchable
          />
          <TextInput
            {...text('team_size')}
            label="Tamanho do time de vendas"
            description="Quantas pessoas vendem"
            inputMode="numeric"
          />
        </SimpleGrid>
        <Text fw={500} fz="sm" mb={-8}>
          Contato para o onboarding
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('contact_name')} label="Nome" autoComplete="name" maxLength={120} />
          <TextInput
            {...text('contact_phone')}
            // Punctuated as typed ("(11) 98765-4321"), the caret kept; the contract keeps the digits.
            onChange={onPhoneTyped(values.contact_phone, (value) => change('contact_phone', value))}
            label="Telefone/WhatsApp"
            type="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
          />
        </SimpleGrid>
        {form.failure ? (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(form.failure, 'Não foi possível salvar agora. Tente de novo em instantes.')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {guard && unsaved ? (
            <Text fz="sm" c="dimmed" data-testid="handoff-unsaved">
              Alterações não salvas
            </Text>
          ) : null}
          {onSkip ? (
            <Button variant="default" onClick={onSkip} disabled={save.isPending}>
              {skipLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
