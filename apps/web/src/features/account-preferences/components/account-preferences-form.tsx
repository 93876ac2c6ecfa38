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
import {
  type AccountPreferences,
  updateAccountPreferencesSchema,
} from '@prospecta/contracts/account-preferences-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { type FormEvent, useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import {
  useAccountPreferences,
  useSaveAccountPreferences,
} from '@/features/account-preferences/api/account-preferences';
import { formatCep, formatPhone } from '@/features/company/lib/company-format';

type Values = {
  email: string;
  phoneNumber: string;
  zipcode: string;
  streetAddress: string;
  complementalAddress: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  categories: string[];
};
type TextField = Exclude<keyof Values, 'categories'>;

const UF_OPTIONS = SEARCH_CODE_LISTS.ufs.map((uf) => ({
  value: uf.value,
  label: `${uf.value} · ${uf.label}`,
}));

const valuesOf = (p: AccountPreferences): Values => ({
  email: p.email ?? '',
  phoneNumber: p.phoneNumber ? formatPhone(p.phoneNumber) : '',
  zipcode: p.zipcode ? formatCep(p.zipcode) : '',
  streetAddress: p.streetAddress ?? '',
  complementalAddress: p.complementalAddress ?? '',
  neighborhood: p.neighborhood ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  country: p.country ?? '',
  categories: p.categories,
});

/** The first message of each field the contract refuses. */
function errorsOf(values: Values): Partial<Record<keyof Values, string>> {
  const parsed = updateAccountPreferencesSchema.safeParse(values);
  const errors: Partial<Record<keyof Values, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= issue.message;
  }
  return errors;
}

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
  return <AccountPreferencesForm key={preferences.data.id} preferences={preferences.data} />;
}

function AccountPreferencesForm({ preferences }: { preferences: AccountPreferences }) {
  const [values, setValues] = useState(() => valuesOf(preferences));
  const [touched, setTouched] = useState(false);
  const save = useSaveAccountPreferences();
  const readOnly = !preferences.canEdit;
  const errors = errorsOf(values);
  const shown = (field: keyof Values) => (touched ? errors[field] : null);
  const field = (name: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={shown(name)}
      readOnly={readOnly}
      {...extra}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate(values, { onSuccess: (answer) => setValues(valuesOf(answer.preferences)) });
  }

  return (
    <Card p="xl" maw={880}>
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          Preferências da conta
        </Title>
        <Text c="dimmed" fz="sm">
          {readOnly
            ? 'Os dados da sua empresa no Prospecta. Somente o dono da conta os altera.'
            : 'Os dados da sua empresa no Prospecta: contato, endereço e os segmentos que sua equipe atende.'}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Preferências da conta">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('email', 'E-mail de contato', { type: 'email', autoComplete: 'email' })}
            {field('phoneNumber', 'Telefone', { placeholder: '(11) 3333-4444', inputMode: 'tel' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {field('zipcode', 'CEP', { placeholder: '01310-100', inputMode: 'numeric' })}
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
              label="UF"
              data={UF_OPTIONS}
              value={values.state || null}
              onChange={(value) => setValues((v) => ({ ...v, state: value ?? '' }))}
              error={shown('state')}
              readOnly={readOnly}
              searchable
              clearable={!readOnly}
            />
            {field('country', 'País', { placeholder: 'Brasil' })}
          </SimpleGrid>
          <TagsInput
            label="Segmentos que sua equipe atende"
            description="Escreva um segmento e tecle Enter (até 20)"
            value={values.categories}
            onChange={(categories) => setValues((v) => ({ ...v, categories }))}
            error={shown('categories')}
            readOnly={readOnly}
            maxTags={20}
            clearable={!readOnly}
          />
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Salvar preferências
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
