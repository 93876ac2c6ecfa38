import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useUserTokens } from '@/features/integrations/api/get-user-tokens';
import { IntegrationCard } from '@/features/integrations/components/integration-card';

/** /user/config/api-token-export: one card per tool. */
export function IntegrationSettings({ userId }: { userId: string | null }) {
  const tokens = useUserTokens(userId);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          Integrações de exportação
        </Title>
        <Text c="dimmed" fz="sm">
          Conecte suas ferramentas de vendas para enviar listas de empresas e decisores direto para elas.
        </Text>
      </Stack>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        Suas chaves ficam guardadas com criptografia e nunca são exibidas novamente.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {tokens.data && userId
          ? tokens.data.map((c) => <IntegrationCard key={c.tool} userId={userId} connection={c} />)
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={String(i)} h={132} radius="md" />)}
      </SimpleGrid>
    </Stack>
  );
}
