import { Alert, Button, Checkbox, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ContractParty, ContractView } from '@prospecta/contracts/contract-api';
import { useId } from 'react';
import { useSignContract } from '@/features/contracts/api/sign-contract';
import {
  checkSignForm,
  EMPTY_SIGN_VALUES,
  previewParty,
  SIGN_FIELDS,
  type SignField,
  type SignValues,
  signRefusal,
} from '@/features/contracts/lib/sign-form';
import { failureMessage } from '@/lib/api-errors';
import { CNPJ_MASK, CPF_MASK, type DigitMask, onDigitsTyped } from '@/lib/digit-typing';
import { isRefusal, useCheckedForm } from '@/lib/use-checked-form';

type TextField = Exclude<SignField, 'accepted'>;
const TEXT_FIELDS: readonly {
  name: TextField;
  label: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'numeric';
  /** Punctuated as typed. */
  mask?: DigitMask;
}[] = [
  {
    name: 'company_cnpj',
    label: 'CNPJ da empresa',
    autoComplete: 'off',
    placeholder: '00.000.000/0000-00',
    // Not a numeric keypad: a CNPJ may have letters.
    mask: CNPJ_MASK,
  },
  { name: 'company_name', label: 'Razão social', autoComplete: 'organization' },
  { name: 'signer_name', label: 'Seu nome completo', autoComplete: 'name' },
  {
    name: 'signer_cpf',
    label: 'CPF',
    autoComplete: 'off',
    placeholder: '000.000.000-00',
    inputMode: 'numeric',
    mask: CPF_MASK,
  },
  { name: 'signer_role', label: 'Cargo', autoComplete: 'organization-title' },
];

/**
 * The owner's electronic signature: checked with the contract before sending (each message beside its field, the
 * keyboard on the first), sent once whatever the clicks, the server's refusals at their field; a refusal of the
 * contract itself ("Este contrato já foi assinado", a 403) goes to the page (`onRefused`), since the contract is
 * read again and this form goes away with it; a failure to reach the server stays above the button. While the
 * owner types, `onPartyChange` tells the page whom the clauses shown name.
 */
export function SignContractForm({
  contractId,
  onPartyChange,
  onSigned,
  onRefused,
}: {
  contractId: string;
  onPartyChange: (party: ContractParty) => void;
  onSigned: (contract: ContractView, message: string) => void;
  onRefused: (message: string) => void;
}) {
  const sign = useSignContract(contractId);
  const form = useCheckedForm({
    fields: SIGN_FIELDS,
    initial: EMPTY_SIGN_VALUES,
    check: checkSignForm,
    send: (body) => sign.mutateAsync(body),
    onSent: (answer) => onSigned(answer.contract, answer.message),
    placeRefusal: (error) => (isRefusal(error) ? signRefusal(error.message, error.body) : null),
    onFormRefusal: onRefused,
  });
  const { values, errors } = form;
  const title = useId();

  const change = (patch: Partial<SignValues>) => {
    form.change(patch);
    if ('company_cnpj' in patch || 'company_name' in patch)
      onPartyChange(previewParty({ ...values, ...patch }));
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={title} className="no-print">
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-labelledby={title}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={title}>
              Assinar contrato
            </Title>
            <Text fz="sm" c="dimmed">
              Informe os dados da empresa contratante e os seus. As cláusulas acima passam a mostrar a empresa
              assim que o CNPJ e a razão social estiverem preenchidos: o que você lê é o que você assina.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                name={field.name}
                label={field.label}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                inputMode={field.inputMode}
                withAsterisk
                value={values[field.name]}
                error={errors[field.name]}
                onChange={
                  field.mask
                    ? onDigitsTyped(field.mask, values[field.name], (value) =>
                        change({ [field.name]: value }),
                      )
                    : (event) => change({ [field.name]: event.currentTarget.value })
                }
              />
            ))}
          </SimpleGrid>
          <Checkbox
            name="accepted"
            label="Li e aceito os termos deste contrato"
            checked={values.accepted}
            error={errors.accepted}
            onChange={(event) => change({ accepted: event.currentTarget.checked })}
          />
          {form.failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="sign-error">
              {failureMessage(form.failure, 'Não foi possível assinar agora. Tente de novo em instantes.')}
            </Alert>
          ) : null}
          <Button type="submit" loading={sign.isPending} w="fit-content">
            Assinar contrato
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
