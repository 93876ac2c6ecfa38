import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconClick, IconFileExport, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAccount } from '@/features/user/api/get-account';
import { useBasicInformation } from '@/features/user/api/get-basic-information';
import { formatDate, formatInteger, formatRole } from '@/lib/format';

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      {/* A long e-mail breaks anywhere instead of running out of its card. */}
      <Text fw={500} data-testid={testId} component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Section(props: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card p="lg">
      <Group gap="xs" mb="md">
        {props.icon}
        <Title order={2} fz="lg">
          {props.title}
        </Title>
      </Group>
      {props.children}
    </Card>
  );
}

/**
 * /user/overview: who you are, your account, plan and credits; `profileLink` goes under "Seus dados",
 * `plansLink` under "Conta", `creditsNote` (when the credits expire) under the credits.
 */
export function UserOverview({
  profileLink,
  plansLink,
  creditsNote,
}: {
  profileLink?: ReactNode;
  plansLink?: ReactNode;
  creditsNote?: ReactNode;
}) {
  const info = useBasicInformation();
  const account = useAccount();
  if (!info.data || !account.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </SimpleGrid>
    );
  }
  const { credits } = account.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Section title="Seus dados" icon={<IconUser size={20} />}>
        <SimpleGrid cols={2} spacing="md">
          <Field label="Nome" value={info.data.name} testId="overview-name" />
          <Field label="E-mail" value={info.data.email} testId="overview-email" />
          <Field label="Perfil" value={formatRole(info.data.role)} testId="overview-role" />
        </SimpleGrid>
        {profileLink ? (
          <Text fz="sm" mt="md">
            {profileLink}
          </Text>
        ) : null}
      </Section>
      <Section title="Conta" icon={<IconBuilding size={20} />}>
        <SimpleGrid cols={2} spacing="md">
          <Field label="Empresa" value={info.data.account_name} testId="overview-account" />
          <Field
            label="Plano"
            value={
              <Badge variant="light" tt="none">
                {account.data.planName ?? info.data.plan_name ?? 'Sem plano'}
              </Badge>
            }
            testId="overview-plan"
          />
          <Field label="Usuários permitidos" value={formatInteger(account.data.maxUsersCount)} />
          <Field label="Cliente desde" value={formatDate(account.data.createdAt)} />
        </SimpleGrid>
        {plansLink ? (
          <Text fz="sm" mt="md">
            {plansLink}
          </Text>
        ) : null}
      </Section>
      <Section title="Créditos disponíveis" icon={<IconClick size={20} />}>
        <SimpleGrid cols={2} spacing="md">
          <Field
            label="Consultas"
            value={credits.unlimitedClick ? 'Ilimitadas' : formatInteger(credits.click)}
            testId="overview-click-credits"
          />
          <Field label="Exportações" value={formatInteger(credits.export)} testId="overview-export-credits" />
        </SimpleGrid>
        {creditsNote}
      </Section>
      <Section title="Como os créditos funcionam" icon={<IconFileExport size={20} />}>
        <Text c="dimmed" fz="sm">
          Cada empresa consultada pela primeira vez usa um crédito de consulta. Cada empresa que entra em uma
          lista pela primeira vez na sua conta usa um crédito de exportação; levar a lista para planilha ou
          CRM não cobra de novo as empresas já pagas. Nas buscas, a opção “Somente empresas ainda não
          exportadas” deixa de fora as que sua conta já tem.
        </Text>
      </Section>
    </SimpleGrid>
  );
}
