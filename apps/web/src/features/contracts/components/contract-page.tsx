import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ContractParty,
  type ContractView,
  contractClauses,
  HANDOFF_PANEL_PATH,
} from '@prospecta/contracts/contract-api';
import { IconAlertTriangle, IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useContract } from '@/features/contracts/api/get-contract';
import { ContractDocument } from '@/features/contracts/components/contract-document';
import '@/features/contracts/components/contract-print.css';
import { ContractStatusBadge } from '@/features/contracts/components/contract-status-badge';
import { HandoffStep } from '@/features/contracts/components/handoff-step';
import { SignContractForm } from '@/features/contracts/components/sign-contract-form';
import { SignatureBlock } from '@/features/contracts/components/signature-block';
import { awaitingText, contractStateText, orderedText } from '@/features/contracts/lib/contract-text';
import { isMissing } from '@/lib/api-errors';
import { showToast } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /contrato/:id: the plan's contract as a document, the owner's signature, then the handoff to customer success.
 * `isStaff`: admin or customer success, who read any account's contract and have no handoff (null while loading).
 */
export function ContractPage({ id, isStaff }: { id: string; isStaff: boolean | null }) {
  const contract = useContract(id);
  if (contract.isPending) return <PageLoader />;
  if (contract.isError) {
    if (isMissing(contract.error)) return isStaff ? <StaffContractNotFound /> : <ContractNotFound />;
    return (
      <Stack gap="md" maw={640}>
        <Title order={1} fz={28}>
          Contrato
        </Title>
        <RetryAlert
          title="Não foi possível carregar o contrato"
          error={contract.error}
          onRetry={() => void contract.refetch()}
          retrying={contract.isFetching}
        />
      </Stack>
    );
  }
  return <ContractScreen key={contract.data.id} contract={contract.data} isStaff={isStaff} />;
}

/** Staff have no account of their own to look in: the contracts are in each customer's drawer. */
function StaffContractNotFound() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz={28}>
        Contrato não encontrado
      </Title>
      <Text>
        Nenhum pedido enviado tem este endereço: confira o link. Os contratos de cada cliente estão na área de
        administração, na conta do cliente, abas Plano e Contato.
      </Text>
      <Group gap="sm">
        <Button component={Link} to={paths.admin.getHref()}>
          Ir para a área de administração
        </Button>
      </Group>
    </Stack>
  );
}

function ContractNotFound() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz={28}>
        Contrato não encontrado
      </Title>
      <Text>
        Este contrato não existe ou não é da sua conta. Os contratos da sua conta estão em Planos e créditos e
        no Painel do usuário, na aba Contrato.
      </Text>
      <Group gap="sm">
        <Button component={Link} to={paths.upgradePlans.getHref()}>
          Ir para Planos e créditos
        </Button>
        <Button component={Link} to={HANDOFF_PANEL_PATH} variant="default">
          Ver meus contratos
        </Button>
      </Group>
    </Stack>
  );
}

function ContractScreen({ contract, isStaff }: { contract: ContractView; isStaff: boolean | null }) {
  usePageTitle(`Contrato do ${contract.plan.name}`);
  // A signature the server refused ("Este contrato já foi assinado", the order no longer open): the contract is
  // read again and the form goes, so the message stays here, above the document, and takes the keyboard.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalAlert.current?.focus();
  }, [refusal]);
  // Whom the clauses name while the owner types (null: the placeholder the server sent).
  const [party, setParty] = useState<ContractParty>(null);
  // Signed in this visit: step 2 follows the signature, and the keyboard goes to it.
  const [justSigned, setJustSigned] = useState(false);
  const signatureHeading = useRef<HTMLHeadingElement>(null);
  const terms = {
    plan: contract.plan,
    additional_users: contract.additional_users,
    speedmail: contract.speedmail,
  };
  const partyKey = party ? `${party.company_cnpj}|${party.company_name}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clauses change only with the terms and the party.
  const clauses = useMemo(
    () => (contract.can_sign && party ? contractClauses(terms, party) : contract.clauses),
    [contract, partyKey],
  );
  // The signed contract reaches the page through its query, which may render after `justSigned`: the keyboard
  // goes to the signature once both are there.
  const signed = contract.signature !== null;
  useEffect(() => {
    if (justSigned && signed) requestAnimationFrame(() => signatureHeading.current?.focus());
  }, [justSigned, signed]);
  const stateLine = contractStateText(contract);

  return (
    <Stack gap="lg" maw={900} data-contract-page>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Title order={1} fz={28}>
            Contrato do {contract.plan.name}
          </Title>
          <Group gap="sm">
            <ContractStatusBadge status={contract.status} />
            <Text fz="sm" data-testid="contract-account">
              Conta: {contract.account.name}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {orderedText(contract)}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
          className="no-print"
        >
          Imprimir
        </Button>
      </Group>

      {refusal ? (
        <Alert
          ref={refusalAlert}
          color="red"
          variant="light"
          role="alert"
          tabIndex={-1}
          icon={<IconAlertTriangle size={18} />}
          className="no-print"
          data-testid="sign-refusal"
        >
          {refusal}
        </Alert>
      ) : null}

      <ContractDocument contract={contract} clauses={clauses} />

      {contract.signature ? (
        <SignatureBlock signature={contract.signature} headingRef={signatureHeading} />
      ) : null}
      {stateLine ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="contract-state">
          {stateLine}
        </Alert>
      ) : null}
      {contract.status === 'awaiting_signature' && !contract.can_sign ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="contract-awaiting"
        >
          {awaitingText(contract.owner)}
        </Alert>
      ) : null}
      {contract.can_sign ? (
        <SignContractForm
          contractId={contract.id}
          onPartyChange={setParty}
          onSigned={(_, message) => {
            setRefusal(null);
            showToast({ color: 'green', message });
            setJustSigned(true);
          }}
          onRefused={setRefusal}
        />
      ) : null}
      {/* Step 2 is never lost: right after signing, and on any later visit to a signed or active contract while
          the account has not told its CS (HandoffStep shows it to the owner and managers only). */}
      {justSigned || (isStaff === false && (contract.status === 'signed' || contract.status === 'active')) ? (
        <HandoffStep />
      ) : null}
      {contract.status !== 'cancelled' && !justSigned ? (
        <Text fz="sm" c="dimmed" className="no-print">
          Seus contratos e o que sua equipe contou ao time de sucesso ficam no{' '}
          <Anchor component={Link} to={HANDOFF_PANEL_PATH}>
            Painel do usuário, aba Contrato
          </Anchor>
          .
        </Text>
      ) : null}
    </Stack>
  );
}
