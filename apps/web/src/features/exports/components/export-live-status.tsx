import { VisuallyHidden } from '@mantine/core';
import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { useState } from 'react';
import { progressAnnouncement } from '@/features/exports/lib/export-outcome';

type Step = { key: string; text: string };

/**
 * The export dialog's polite status for screen readers: mounted with the dialog (a live region added with its
 * text already in is often not read), rewritten only when the export reaches a new step (queued, started, each
 * quarter, the outcome: `progressAnnouncement`), with the counts of that moment, not on each poll.
 */
export function ExportLiveStatus({
  status,
  targetName,
}: {
  status: ExportStatus | undefined;
  targetName: string;
}) {
  const isFile = status?.service === 'csv' || status?.service === 'excel';
  const step = status ? progressAnnouncement(status, targetName, isFile) : null;
  const [shown, setShown] = useState<Step | null>(null);
  if ((step?.key ?? null) !== (shown?.key ?? null)) setShown(step);
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="export-live-status">
      {(step && shown?.key === step.key ? shown.text : step?.text) ?? ''}
    </VisuallyHidden>
  );
}
