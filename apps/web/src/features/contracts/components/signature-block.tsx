import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ContractSignature, verificationCode } from '@prospecta/contracts/contract-api';
import { type ReactNode, type Ref, useId } from 'react';
import { formatDateTime } from '@/lib/format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm">
        {children}
      </Text>
    </div>
  );
}

/**
 * Who signed, for which company, when, and the code that ties the signature to the clauses (the first
 * characters of their sha256). The heading takes the keyboard after signing (`headingRef`, `tabIndex -1`).
 */
export function SignatureBlock({
  signature,
  headingRef,
}: {
  signature: ContractSignature;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const title = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={title} data-testid="signature">
      <Stack gap="md">
        <Title order={2} fz="lg" id={title} ref={headingRef} tabIndex={-1}>
          Assinatura eletrônica
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
          <Item label="Empresa contratante">{signature.company_name}</Item>
          <Item label="CNPJ">{signature.company_cnpj}</Item>
          <Item label="Assinado por">{signature.signer_name}</Item>
          <Item label="CPF">{signature.signer_cpf}</Item>
          <Item label="Cargo">{signature.signer_role}</Item>
          <Item label="Data e hora (Brasília)">{formatDateTime(signature.signed_at)}</Item>
          <Item label="Código de verificação">
            <Text span ff="monospace" fz="sm" data-testid="verification-code">
              {verificationCode(signature.text_sha256)}
            </Text>
          </Item>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
