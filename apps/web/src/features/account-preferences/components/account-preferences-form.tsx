import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AccountPreferences } from '@prospecta/contracts/account-preferences-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { type FormEvent, useRef, useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import {
  useAccountPreferences,
  useSaveAccountPreferences,
} from '@/features/account-preferences/api/account-preferences';
import { AccountPreferencesView } from '@/features/account-preferences/components/account-preferences-view';
import { UnsavedChangesGuard } from '@/features/account-preferences/components/unsaved-changes-guard';
import {
  FIELD_ORDER,
  type PreferencesValues,
  preferencesChanged,
  preferencesErrors,
  preferencesValues,
} from '@/features/account-preferences/lib/preferences-values';
import { ApiError } from '@/lib/api-errors';
import { fieldErrorsOfRefusal, firstFieldInError } from '@/lib/form-focus';
import { onPhoneTyped } from '@/lib/phone-typing';

type TextField = Exclude<keyof PreferencesValues, 'categories'>;

const UF_OPTIONS = SEARCH_CODE_LISTS.ufs.map((uf) => ({
  value: uf.value,
  label: `${uf.value} · ${uf.label}`,
}));

/** /user/my_preferences: the account's contact, address and segments; the owner edits, others read. */
export function AccountPreferencesPanel() {
  const preferences = useAccountPreferences();
  if (preferences.isPending) return <PageLoader />;
  if (preferences.isError) {
    return (
      <Alert color="red" title="Não foi possível carregar as preferências">
        {preferences.error.message}
      </Alert>
    );
  }
  const data = preferences.data;
  return (
    <Card p="xl" maw={880} component="section" aria-labelledby="account-preferences-title">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg" id="account-preferences-title">
          Preferências da conta
        </Title>
        <Text c="dimmed" fz="sm">
          {data.canEdit
            ? 'Os dados da sua empresa no Prospecta: contato, endereço e os segmentos que sua equipe atende.'
            : 'Os dados da sua empresa no Prospecta. Somente o dono da conta os altera.'}
        </Text>
      </Stack>
      {data.canEdit ? (
        <AccountPreferencesForm key={data.id} preferences={data} />
      ) : (
        <AccountPreferencesView preferences={data} />
      )}
    </Card>
  );
}

function AccountPreferencesForm({ preferences }: { preferences: AccountPreferences }) {
  const [values, setValues] = useState(() => preferencesValues(preferences));
  const [touched, setTouched] = useState(false);
  const save = useSaveAccountPreferences();
  const inputs = useRef<Partial<Record<keyof PreferencesValues, HTMLInputElement | null>>>({});
  const refusalRef = useRef<HTMLDivElement>(null);
  const errors = preferencesErrors(values);
  // `preferences` follows the stored ones (a save puts its answer in the query): what differs is unsaved.
  const unsaved = preferencesChanged(values, preferences);
  // A refusal of the server about fields shows at those fields (until the next change), not above the button.
  const refused = save.error instanceof ApiError ? fieldErrorsOfRefusal(save.error.body, FIELD_ORDER) : {};
  const refusedAtFields = Object.keys(refused).length > 0;
  const shown = (field: keyof PreferencesValues) => (touched ? (errors[field] ?? refused[field]) : null);
  const inputRef = (name: keyof PreferencesValues) => (element: HTMLInputElement | null) => {
    inputs.current[name] = element;
  };
  const change = (patch: Partial<PreferencesValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (save.isError) save.reset();
  };
  const field = (name: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      ref={inputRef(name)}
      label={label}
      value={values[name]}
      onChange={
        name === 'phoneNumber'
          ? onPhoneTyped(values.phoneNumber, (value) => change({ phoneNumber: value }))
          : (e) => change({ [name]: e.currentTarget.value })
      }
      error={shown(name)}
      {...extra}
    />
  );

  /** After a failed save the keyboard goes to the first field in error (drawn with it), else to the message. */
  function focusFirstInvalid(fieldErrors: Partial<Record<keyof PreferencesValues, string>>) {
    const first = firstFieldInError(FIELD_ORDER, fieldErrors);
    requestAnimationFrame(() => (first ? inputs.current[first] : refusalRef.current)?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(errors);
      return;
    }
    save.mutate(values, {
      onSuccess: (answer) => setValues(preferencesValues(answer.preferences)),
      onError: (error) =>
        focusFirstInvalid(error instanceof ApiError ? fieldErrorsOfRefusal(error.body, FIELD_ORDER) : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Preferências da conta">
      <UnsavedChangesGuard when={unsaved && !save.isPending} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('email', 'E-mail de contato', { type: 'email', autoComplete: 'email' })}
          {field('phoneNumber', 'Telefone', { placeholder: 'Ex.: (11) 3333-4444', inputMode: 'tel' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('zipcode', 'CEP', { placeholder: 'Ex.: 01310-100', inputMode: 'numeric' })}
          <div style={{ gridColumn: 'span 2' }}>
            {field('streetAddress', 'Endereço', { placeholder: 'Rua e número' })}
          </div>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('complementalAddress', 'Complemento')}
          {field('neighborhood', 'Bairro')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('city', 'Cidade')}
          <Select
            ref={inputRef('state')}
            label="UF"
            data={UF_OPTIONS}
            value={values.state || null}
            onChange={(value) => change({ state: value ?? '' })}
            error={shown('state')}
            searchable
            clearable
          />
          {field('country', 'País', { placeholder: 'Ex.: Brasil' })}
        </SimpleGrid>
        <TagsInput
          ref={inputRef('categories')}
          label="Segmentos que sua equipe atende"
          description="Escreva um segmento e tecle Enter (até 20)"
          value={values.categories}
          onChange={(categories) => change({ categories })}
          error={shown('categories')}
          maxTags={20}
          clearable
        />
        {save.error && !refusedAtFields ? (
          <Alert ref={refusalRef} tabIndex={-1} color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {unsaved ? (
            <Text fz="sm" c="dimmed" data-testid="preferences-unsaved">
              Alterações não salvas
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Salvar preferências
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
