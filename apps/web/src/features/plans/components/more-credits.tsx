import { Alert, Button, Group, Text } from '@mantine/core';
import type { CreditsShowResponse } from '@prospecta/contracts/credits';
import { IconCoins } from '@tabler/icons-react';
import { creditsRanOut } from '@/features/plans/lib/credits-ran-out';

export const MORE_CREDITS_MESSAGE = 'Precisamos de mais créditos antes da renovação do mês.';

/**
 * How to get more credits now: they come with the plan each month and we sell no credit packs, so the way is a
 * consultant (staff may add credits to the account) or a larger plan. Stressed when a balance ran out.
 */
export function MoreCredits(props: {
  credits?: CreditsShowResponse;
  /** Staff: never told their credits ran out (unlimited consultations). */
  staff: boolean;
  onContact: () => void;
  disabled: boolean;
}) {
  const empty = creditsRanOut(props.credits, props.staff);
  return (
    <Alert
      color={empty ? 'yellow' : 'gray'}
      variant="light"
      icon={<IconCoins size={18} />}
      title="Precisa de mais créditos?"
      // The light yellow's own title colour fails axe's contrast on its background: the text's colour instead.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      // Help that is always there, not news: read where it stands, not announced on each visit (Alert's default).
      role="note"
      data-testid="more-credits"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" maw={640}>
          {empty ? 'Seus créditos deste mês acabaram. ' : ''}Os créditos vêm com o plano e renovam todo mês;
          não vendemos pacotes avulsos. Para ter mais antes da renovação, fale com um consultor: nossa equipe
          pode avaliar um acréscimo de créditos à sua conta ou indicar o plano que cabe na sua demanda.
        </Text>
        <Button size="xs" variant="default" onClick={props.onContact} disabled={props.disabled}>
          Pedir mais créditos
        </Button>
      </Group>
    </Alert>
  );
}
