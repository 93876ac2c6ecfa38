import { Badge } from '@mantine/core';
import type { AppState } from '@prospecta/contracts/shop-api';
import { APP_STATE_COLORS, appStateLabel } from '@/features/shop/lib/app-state';

export function AppStateBadge({ state }: { state: AppState }) {
  return (
    <Badge color={APP_STATE_COLORS[state]} variant="light" data-testid="app-state">
      {appStateLabel(state)}
    </Badge>
  );
}
