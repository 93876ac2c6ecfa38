import { Button, Stack, TextInput } from '@mantine/core';
import { FormError } from '@/components/ui/form-error';
import { useCreateReferralRegister } from '@/features/referral/api/public-invite';
import {
  checkRegisterForm,
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  type RegisterField,
  registerRefusal,
} from '@/features/referral/lib/register-form';
import { CNPJ_MASK, onDigitsTyped } from '@/lib/digit-typing';
import { onPhoneTyped } from '@/lib/phone-typing';
import { isRefusal, useCheckedForm } from '@/lib/use-checked-form';

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
  const create = useCreateReferralRegister(props.code);
  const form = useCheckedForm({
    fields: REGISTER_FIELDS,
    initial: EMPTY_REGISTER_VALUES,
    check: checkRegisterForm,
    send: (body) => create.mutateAsync(body),
    onSent: (answer) => props.onRegistered(answer.message),
    placeRefusal: (error) => (isRefusal(error) ? registerRefusal(error.message, error.body) : null),
  });
  const { values, errors } = form;
  const setField = (name: RegisterField) => (value: string) => form.change({ [name]: value });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
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
          error={form.failure}
          unexpected="Não foi possível enviar seus dados agora. Tente de novo em instantes."
        />
        <Button type="submit" size="md" fullWidth loading={create.isPending} mt="xs">
          Quero conhecer o Prospecta
        </Button>
      </Stack>
    </form>
  );
}
