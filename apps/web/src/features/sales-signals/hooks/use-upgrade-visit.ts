import { useEffect, useRef } from 'react';
import { trackEvent } from '@/features/sales-signals/api/track-event';
import { upgradeVisitFrom } from '@/features/sales-signals/lib/contact-sales-offer';
import { routeTitleOf } from '@/lib/page-title';

/**
 * Records `clicked_on_upgrade` when a customer's user goes from another screen to the plans screen: every
 * upgrade link of the app ("Ver planos e créditos" of the company drawer, the list's add, the overview, the
 * users' full plan) leads there, so one watch here counts them all, with the screen the user came from.
 */
export function useUpgradeVisit(user: { is_staff: boolean } | undefined, pathname: string): void {
  const previous = useRef<string | null>(null);
  const customer = user !== undefined && !user.is_staff;
  useEffect(() => {
    const from = upgradeVisitFrom(previous.current, pathname, routeTitleOf);
    previous.current = pathname;
    if (customer && from !== null) trackEvent('clicked_on_upgrade', from);
  }, [pathname, customer]);
}
