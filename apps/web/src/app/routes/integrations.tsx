import { useMe } from '@/features/auth/api/get-me';
import { IntegrationSettings } from '@/features/integrations/components/integration-settings';

/** /user/config/api-token-export — the integration settings, a tab of the control panel. */
export function IntegrationsRoute() {
  const me = useMe();
  return <IntegrationSettings userId={me.data?.id ?? null} />;
}
