import { Alert, Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_MESSAGES, type Handoff } from '@prospecta/contracts/contract-api';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useContracts } from '@/features/contracts/api/get-contracts';
import { useHandoff } from '@/features/contracts/api/handoff';
import { ContractSummaries } from '@/features/contracts/components/contract-summaries';
import { HandoffForm } from '@/features/contracts/components/handoff-form';
import { HandoffView } from '@/features/contracts/components/handoff-view';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card p="xl" maw={880} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const loading = (label: string) => (
  <Stack gap="sm" role="status" aria-label={label}>
    <Skeleton h={18} w="60%" />
    <Skeleton h={60} />
  </Stack>
);

/**
 * /user/handoff ("Contrato", a tab of the control panel, whose h1 it keeps): the account's contracts, its
 * customer-success specialist, and what the account told them (the owner and managers edit it). `isStaff`:
 * staff have no contract nor handoff of their own (null while the user loads).
 */
export function HandoffPanel({ isStaff, isOwner }: { isStaff: boolean | null; isOwner: boolean }) {
  const contracts = useContracts(isStaff === false);
  const handoff = useHandoff(isStaff === false);
  if (isStaff === null) return loading('Carregando');
  if (isStaff) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        maw={880}
        data-testid="handoff-staff"
      >
        {CONTRACT_MESSAGES.staffNoHandoff}. Os contratos e o handoff de cada cliente estão na área de
        administração, na conta do cliente, aba Contato.
      </Alert>
    );
  }
  const cs = contracts.data?.cs ?? null;
  return (
    <Stack gap="lg">
      <Section id="handoff-contracts" title="Seu contrato">
        {contracts.isPending ? (
          loading('Carregando os contratos')
        ) : contracts.isError ? (
          <RetryAlert
            title="Não foi possível carregar os contratos"
            error={contracts.error}
            onRetry={() => void contracts.refetch()}
            retrying={contracts.isFetching}
          />
        ) : contracts.data.contracts.length === 0 ? (
          <Text fz="sm" c="dimmed" data-testid="contracts-empty">
            Sua conta ainda não tem contrato. Ele nasce quando o proprietário envia o pedido de um plano em{' '}
            <Anchor component={Link} to={paths.upgradePlans.getHref()}>
              Planos e créditos
            </Anchor>
            .
          </Text>
        ) : (
          <ContractSummaries contracts={contracts.data.contracts} isOwner={isOwner} />
        )}
      </Section>

      <Section id="handoff-cs" title="Seu time de sucesso do cliente">
        {contracts.isPending ? (
          loading('Carregando')
        ) : cs ? (
          <Text fz="sm" data-testid="handoff-cs">
            {cs.name} ·{' '}
            <Anchor href={`mailto:${cs.email}`} fz="sm">
              {cs.email}
            </Anchor>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed" data-testid="handoff-cs">
            Um especialista será indicado quando seu plano for ativado.
          </Text>
        )}
      </Section>

      <Section id="handoff-needs" title="O que sua equipe precisa">
        {handoff.isPending ? (
          loading('Carregando')
        ) : handoff.isError ? (
          <RetryAlert
            title="Não foi possível carregar o que sua equipe contou"
            error={handoff.error}
            onRetry={() => void handoff.refetch()}
            retrying={handoff.isFetching}
          />
        ) : handoff.data.can_edit ? (
          <EditableHandoff handoff={handoff.data.handoff} />
        ) : handoff.data.handoff ? (
          <Stack gap="sm">
            <HandoffView handoff={handoff.data.handoff} />
            <Text fz="xs" c="dimmed">
              {CONTRACT_MESSAGES.handoffEditors}.
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed" data-testid="handoff-empty">
            Sua equipe ainda não contou ao time de sucesso o que precisa. O proprietário ou um gerente da
            conta pode preencher aqui.
          </Text>
        )}
      </Section>
    </Stack>
  );
}

/** The handoff for who may change it: read with "Editar", or the form at once while there is none. */
function EditableHandoff({ handoff }: { handoff: Handoff | null }) {
  const [editing, setEditing] = useState(false);
  if (handoff && !editing) {
    return (
      <Stack gap="md" align="flex-start">
        <HandoffView handoff={handoff} />
        <Button variant="default" onClick={() => setEditing(true)}>
          Editar
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        O que sua equipe quer alcançar com o Prospecta, para quem vende e com quem falar no onboarding: o
        especialista que acompanha sua conta lê aqui.
      </Text>
      <HandoffForm
        handoff={handoff}
        submitLabel={handoff ? 'Salvar alterações' : 'Enviar ao time de sucesso'}
        guard
        onSaved={() => setEditing(false)}
        onSkip={handoff ? () => setEditing(false) : undefined}
        skipLabel="Cancelar"
      />
    </Stack>
  );
}
