import { Text } from '@mantine/core';
import { useNextPlan } from '@/features/plans/api/plans';
import { nextPlanHint } from '@/features/plans/lib/next-plan-hint';

/**
 * Where credits run short, which plan would hold what the user is doing ("O Plano Pro inclui 1.000 créditos de
 * exportação por mês."), or that it takes the sales team; nothing while it is asked or when the ask fails.
 */
export function NextPlanHint({ credits, type }: { credits: number; type: 'export' | 'click' }) {
  const next = useNextPlan(credits, type);
  if (!next.isSuccess) return null;
  return (
    <Text fz="sm" data-testid="next-plan-hint">
      {nextPlanHint(next.data.plan, type)}
    </Text>
  );
}
