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
import { type FormEvent, useRef, useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import {
  useAccountPreferences,
  useSaveAccountPreferences,
} from '@/features/account-preferences/api/account-preferences';
import { formatCep, formatPhone } from '@/features/company/lib/company-format';
import { fieldErrorsOfRefusal, firstFieldInError } from '@/features/user/lib/form-focus';
import { ApiError } from '@/lib/api-errors';

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

/** The fields in the order the form shows them: the keyboard goes to the first one in error. */
const FIELD_ORDER: readonly (keyof Values)[] = [
  'email',
  'phoneNumber',
  'zipcode',
  'streetAddress',
  'complementalAddress',
  'neighborhood',
  'city',
  'state',
  'country',
  'categories',
];

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
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});
  const refusalRef = useRef<HTMLDivElement>(null);
  const errors = errorsOf(values);
  // A refusal of the server about fields shows at those fields (until the next change), not above the button.
  const refused = save.error instanceof ApiError ? fieldErrorsOfRefusal(save.error.body, FIELD_ORDER) : {};
  const refusedAtFields = Object.keys(refused).length > 0;
  const shown = (field: keyof Values) => (touched ? (errors[field] ?? refused[field]) : null);
  const inputRef = (name: keyof Values) => (element: HTMLInputElement | null) => {
    inputs.current[name] = element;
  };
  const change = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (save.isError) save.reset();
  };
  const field = (name: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      ref={inputRef(name)}
      label={label}
      value={values[name]}
      onChange={(e) => change({ [name]: e.currentTarget.value })}
      error={shown(name)}
      readOnly={readOnly}
      {...extra}
    />
  );

  /** After a failed save the keyboard goes to the first field in error (drawn with it), else to the message. */
  function focusFirstInvalid(fieldErrors: Partial<Record<keyof Values, string>>) {
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
      onSuccess: (answer) => setValues(valuesOf(answer.preferences)),
      onError: (error) =>
        focusFirstInvalid(error instanceof ApiError ? fieldErrorsOfRefusal(error.body, FIELD_ORDER) : {}),
    });
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
              ref={inputRef('state')}
              label="UF"
              data={UF_OPTIONS}
              value={values.state || null}
              onChange={(value) => change({ state: value ?? '' })}
              error={shown('state')}
              readOnly={readOnly}
              searchable
              clearable={!readOnly}
            />
            {field('country', 'País', { placeholder: 'Brasil' })}
          </SimpleGrid>
          <TagsInput
            ref={inputRef('categories')}
            label="Segmentos que sua equipe atende"
            description="Escreva um segmento e tecle Enter (até 20)"
            value={values.categories}
            onChange={(categories) => change({ categories })}
            error={shown('categories')}
            readOnly={readOnly}
            maxTags={20}
            clearable={!readOnly}
          />
          {save.error && !refusedAtFields ? (
            <Alert ref={refusalRef} tabIndex={-1} color="red" role="alert">
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
