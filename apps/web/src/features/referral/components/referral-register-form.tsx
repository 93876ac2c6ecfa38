import { Button, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useCreateReferralRegister } from '@/features/referral/api/public-invite';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  registerFormErrors,
  registerRefusal,
  registerRequest,
} from '@/features/referral/lib/register-form';
import { ApiError } from '@/lib/api-errors';
import { CNPJ_MASK, onDigitsTyped } from '@/lib/digit-typing';
import { firstFieldInError, focusFieldOf } from '@/lib/form-focus';
import { onPhoneTyped } from '@/lib/phone-typing';

const FIELDS: readonly {
  name: RegisterField;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
  placeholder?: string;
}[] = [
  { name: 'name', label: 'Nome', type: 'text', autoComplete: 'name', required: true },
  { name: 'company_name', label: 'Empresa', type: 'text', autoComplete: 'organization', required: true },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', required: true },
  {
    name: 'phone',
    label: 'Telefone/WhatsApp',
    type: 'tel',
    autoComplete: 'tel-national',
    required: true,
    placeholder: '(11) 98765-4321',
  },
  {
    name: 'cnpj',
    label: 'CNPJ (opcional)',
    type: 'text',
    autoComplete: 'off',
    required: false,
    placeholder: '00.000.000/0000-00',
  },
];

/**
 * The visitor's data: checked with the contract before sending (each message beside its field, the keyboard on
 * the first), sent once whatever the clicks, the server's refusals placed at their field too.
 */
export function ReferralRegisterForm(props: { code: string; onRegistered: (message: string) => void }) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const create = useCreateReferralRegister(props.code);
  const form = useRef<HTMLFormElement>(null);
  // One request whatever the clicks: the ref holds before React re-renders the button as loading.
  const sending = useRef(false);

  const setField = (name: keyof RegisterValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (found: RegisterErrors) => {
    setErrors(found);
    const first = firstFieldInError(REGISTER_FIELDS, found);
    if (first) focusFieldOf(form.current, `[name="${first}"]`);
  };

  const submit = async () => {
    if (sending.current) return;
    const found = registerFormErrors(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    sending.current = true;
    setFailure(null);
    try {
      const answer = await create.mutateAsync(registerRequest(values));
      props.onRegistered(answer.message);
    } catch (error) {
      sending.current = false;
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const placed = refused ? registerRefusal(error.message, error.body) : null;
      if (placed && Object.keys(placed.fields).length > 0) showErrors(placed.fields);
      else setFailure(error);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            withAsterisk={field.required}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={
              field.name === 'phone'
                ? onPhoneTyped(values.phone, setField('phone'))
                : field.name === 'cnpj'
                  ? onDigitsTyped(CNPJ_MASK, values.cnpj, setField('cnpj'))
                  : (event) => setField(field.name)(event.currentTarget.value)
            }
          />
        ))}
        <FormError
          error={failure}
          unexpected="Não foi possível enviar seus dados agora. Tente de novo em instantes."
        />
        <Button type="submit" size="md" fullWidth loading={create.isPending} mt="xs">
          Quero conhecer o Prospecta
        </Button>
      </Stack>
    </form>
  );
}
