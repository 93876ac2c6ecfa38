import { Text } from '@mantine/core';
import { creditExpiryText } from '@prospecta/contracts/credits';
import { useCredits } from '@/features/credits/api/get-credits';

/** "120 consultas vencem em 31/12/2026." — the account's soonest expiry of unspent credits; nothing when none. */
export function CreditExpiryNote() {
  const credits = useCredits();
  const text = credits.data ? creditExpiryText(credits.data.nextExpiry, credits.data.unlimitedClick) : null;
  if (!text) return null;
  return (
    <Text fz="sm" c="dimmed" mt="md" data-testid="credits-expiry">
      {text}.
    </Text>
  );
}
