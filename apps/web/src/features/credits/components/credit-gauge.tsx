import { Group, Paper, RingProgress, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useCredits } from '@/features/credits/api/get-credits';
import { creditPercent, formatCreditRatio, formatInteger } from '@/lib/format';

function gaugeColor(percent: number): string {
  if (percent <= 10) return 'red';
  if (percent <= 30) return 'orange';
  return 'brand';
}

/** One ring: the share of the granted credits still available, with "320 de 500" beside it. */
export function CreditRing(props: {
  label: string;
  remaining: number;
  value: number;
  unlimited?: boolean;
  testId: string;
}) {
  const percent = props.unlimited ? 100 : creditPercent(props.remaining, props.value);
  const detail = props.unlimited ? 'Ilimitado' : formatCreditRatio(props.remaining, props.value);
  return (
    <Tooltip label={`${props.label}: ${detail} disponíveis`} withArrow>
      <Group gap="xs" wrap="nowrap" data-testid={props.testId}>
        <RingProgress
          size={52}
          thickness={5}
          roundCaps
          sections={[{ value: percent, color: props.unlimited ? 'teal' : gaugeColor(percent) }]}
          label={
            <Text ta="center" fz={11} fw={700}>
              {props.unlimited ? '∞' : `${percent}%`}
            </Text>
          }
          aria-label={`${props.label}: ${detail}`}
        />
        <Stack gap={0}>
          <Text fz="xs" c="dimmed" fw={500}>
            {props.label}
          </Text>
          {/* The remaining count first; "de 1.000" whole after it (it broke as "1.000 de" over "1.000"). */}
          <Text fz="sm" fw={600}>
            {props.unlimited ? (
              detail
            ) : (
              <>
                {formatInteger(Math.max(0, props.remaining))}{' '}
                <Text span fz="xs" fw={500} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  de {formatInteger(props.value)}
                </Text>
              </>
            )}
          </Text>
        </Stack>
      </Group>
    </Tooltip>
  );
}

/** Remaining click and export credits of the account (GET /credits/show). */
export function CreditGauge() {
  const credits = useCredits();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      aria-label="Créditos disponíveis"
      data-testid="credit-gauge"
    >
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" mb={6} lts={0.5}>
        Créditos
      </Text>
      {credits.data ? (
        <Stack gap={8}>
          <CreditRing
            label="Consultas"
            remaining={credits.data.click.remaining}
            value={credits.data.click.value}
            unlimited={credits.data.unlimitedClick}
            testId="credit-click"
          />
          <CreditRing
            label="Exportações"
            remaining={credits.data.export.remaining}
            value={credits.data.export.value}
            testId="credit-export"
          />
        </Stack>
      ) : credits.isError ? (
        <Text fz="sm" c="dimmed">
          Não foi possível carregar os créditos.
        </Text>
      ) : (
        <Stack gap={8}>
          <Skeleton h={52} />
          <Skeleton h={52} />
        </Stack>
      )}
    </Paper>
  );
}
