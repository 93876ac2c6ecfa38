import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import type { WelcomeAnswers } from '@prospecta/contracts/welcome-api';
import { IconSearch } from '@tabler/icons-react';
import { useFirstSearchCount } from '@/features/welcome/api/count-first-search';
import { welcomeSummary } from '@/features/welcome/lib/welcome-view';
import { formatInteger } from '@/lib/format';

/** "Sua primeira busca": what each answer will filter, updated as options are ticked. */
export function WelcomeSummary({ answers, context }: { answers: WelcomeAnswers; context: QueryContext }) {
  const count = useFirstSearchCount(answers, context);
  const companies = count.data?.companies_count;
  return (
    <Card p="lg" data-testid="welcome-summary">
      <Group gap="xs" mb="md">
        <IconSearch size={18} aria-hidden />
        <Title order={2} fz="md">
          Sua primeira busca
        </Title>
      </Group>
      <Stack gap="md">
        {welcomeSummary(answers).map((line) => (
          <Stack key={line.key} gap={4}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
              {line.title}
            </Text>
            {line.items.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {line.any}
              </Text>
            ) : (
              <Group gap={6}>
                {line.items.map((item) => (
                  <Badge
                    key={item}
                    variant="light"
                    tt="none"
                    fw={500}
                    h="auto"
                    py={3}
                    maw="100%"
                    styles={{
                      label: {
                        whiteSpace: 'normal',
                        overflow: 'visible',
                        lineHeight: 1.35,
                        textAlign: 'left',
                      },
                    }}
                  >
                    {item}
                  </Badge>
                ))}
                {line.more > 0 ? (
                  <Text fz="xs" c="dimmed">
                    e mais {line.more}
                  </Text>
                ) : null}
              </Group>
            )}
          </Stack>
        ))}
        <Group gap={8} aria-live="polite" data-testid="welcome-count">
          <Text fz="sm" fw={600}>
            Empresas encontradas:
          </Text>
          {companies === undefined ? (
            count.isError ? (
              <Text fz="sm" c="dimmed">
                a busca mostrará
              </Text>
            ) : (
              <Loader size="xs" role="status" aria-label="Contando empresas" />
            )
          ) : (
            <Text fz="sm" fw={700}>
              {formatInteger(companies)}
            </Text>
          )}
        </Group>
        {companies === 0 ? (
          <Alert color="yellow" variant="light" p="sm" data-testid="welcome-none">
            <Text fz="sm">
              Nenhuma empresa atende a todas as respostas ao mesmo tempo. Desmarque um cargo ou um porte, ou
              inclua mais estados.
            </Text>
          </Alert>
        ) : null}
        <Text fz="xs" c="dimmed">
          A busca abre com estes filtros; na tela de busca você muda o que quiser.
        </Text>
      </Stack>
    </Card>
  );
}
