import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { EXPORT_TOOL_LABELS } from '@prospecta/contracts/exports-api';
import { listSortOf, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isFinished, useExportStatus } from '@/features/exports/api/get-export-status';
import { useExportsInProgress } from '@/features/exports/api/get-exports-in-progress';
import { useSavedSettings } from '@/features/exports/api/get-saved-settings';
import { useToolConnections } from '@/features/exports/api/get-tool-connections';
import { useStartSheetExport } from '@/features/exports/api/start-sheet-export';
import { useStartToolExport } from '@/features/exports/api/start-tool-export';
import { ExportForm } from '@/features/exports/components/export-form';
import { ExportLiveStatus } from '@/features/exports/components/export-live-status';
import { ExportProgress } from '@/features/exports/components/export-progress';
import { ExportResult } from '@/features/exports/components/export-result';
import { type ExportChoice, initialDraft, sheetBody, toolBody } from '@/features/exports/lib/export-draft';
import {
  alreadyRunningNotice,
  alreadyRunningOf,
  refusedFieldsNotice,
} from '@/features/exports/lib/start-refusal';
import { optionErrorsOf } from '@/features/exports/lib/tool-extras';
import { ApiError } from '@/lib/api-errors';
import { focusFromScript } from '@/lib/focus-main';
import { TOOL_BRANDS } from '@/lib/tool-brands';
import { useSearchParams } from '@/lib/use-search-params';

export type ExportFlowProps = {
  listId: string;
  userId: string | null;
  accountId: string | null;
  /** Companies picked in the screen (select), or the one company of the company view (single). */
  cnpjs?: readonly string[];
  single?: boolean;
  /** The statuses the list's table is filtered by: the dialog starts with them as its status filter. */
  statuses?: readonly ProspectingStatus[];
  /** The seller whose prospecting the list shows (owners and managers): their statuses are exported. */
  viewAs?: { id: string; name: string } | null;
  /** An export to show at once (a notification's "Ver detalhes"): its progress or outcome, failures included. */
  initialEventId?: string | null;
  onClose: () => void;
};

const targetName = (service: string) =>
  service === 'csv'
    ? 'a planilha CSV'
    : service === 'excel'
      ? 'a planilha Excel'
      : (TOOL_BRANDS[service as keyof typeof TOOL_BRANDS]?.name ??
        EXPORT_TOOL_LABELS[service as keyof typeof EXPORT_TOOL_LABELS]);

/**
 * Spec exports §4 "idle, receiving, received": the form (idle), the running export followed by its eventId
 * (receiving) and its end state (received). A running export of the list is picked up when the dialog opens,
 * and when a start is refused because one to the same target is running (409 naming it: its progress is
 * shown under the server's message); any other refused start (a 500 included) leaves the form as it was.
 */
export function ExportFlow({
  listId,
  userId,
  accountId,
  cnpjs,
  single = false,
  statuses,
  viewAs = null,
  initialEventId = null,
  onClose,
}: ExportFlowProps) {
  const [eventId, setEventId] = useState<string | null>(initialEventId);
  /** Export credits the started export spends (from its start answer; unknown for a picked-up one). */
  const [charged, setCharged] = useState<number | null>(null);
  /** The 409's message when the export followed is the one that was already running, not one just started. */
  const [runningNotice, setRunningNotice] = useState<string | null>(null);
  const saved = useSavedSettings(true);
  const connections = useToolConnections(userId);
  const running = useExportsInProgress(accountId, listId, eventId === null);
  const status = useExportStatus(listId, eventId);
  const startSheet = useStartSheetExport();
  const startTool = useStartToolExport();
  // A file follows the list table's order, as the list screen's address holds it (`ordem`).
  const [params] = useSearchParams();
  const sort = listSortOf(params.get('ordem'));

  const queryClient = useQueryClient();
  const finished = isFinished(status.data);
  // The export's outcome is also a notification: the header's bell (notifications feature) counts it now
  // rather than at its next poll.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  }, [finished, queryClient]);

  const resumable = running.data?.find((e) => e.outcome === null);
  useEffect(() => {
    if (resumable && eventId === null) setEventId(resumable.eventId);
  }, [resumable, eventId]);

  /** The choices of the export last started here: "Nova exportação" starts from them, "Tentar de novo" sends them. */
  const [lastChoice, setLastChoice] = useState<ExportChoice | null>(null);
  // Set in the click itself: a double-click's second press comes before the render that marks the start busy,
  // and was sent as a second export (refused as "already running", which read as if none had started).
  const starting = useRef(false);
  const submit = (choice: ExportChoice) => {
    if (starting.current) return;
    starting.current = true;
    setLastChoice(choice);
    const { draft } = choice;
    const onSuccess = (started: { eventId: string; charged: number }) => {
      setRunningNotice(null);
      setCharged(started.charged);
      setEventId(started.eventId);
    };
    const onError = (error: Error) => {
      const running = alreadyRunningOf(error);
      if (!running?.eventId) return;
      setRunningNotice(running.message);
      setEventId(running.eventId);
    };
    const onSettled = () => {
      starting.current = false;
    };
    if (draft.target.kind === 'file')
      startSheet.mutate({ listId, body: sheetBody(draft, cnpjs, sort) }, { onSuccess, onError, onSettled });
    else
      startTool.mutate(
        { listId, tool: draft.target.tool, body: toolBody(draft, cnpjs) },
        { onSuccess, onError, onSettled },
      );
  };

  const restart = () => {
    startSheet.reset();
    startTool.reset();
    setRunningNotice(null);
    setCharged(null);
    setEventId(null);
  };
  const retry = lastChoice
    ? () => {
        restart();
        submit(lastChoice);
      }
    : undefined;
  // A 409 that names no export: said over the form's buttons (the global handler does not toast a 409).
  const refusal = alreadyRunningOf(startTool.error ?? startSheet.error);
  // A file's columns the API refused, named (the global toast says only the first refusal's words).
  const refusedFields = refusedFieldsNotice(startSheet.error, startSheet.variables?.body.fields);
  const notice = runningNotice ? (
    <Alert color="yellow" data-testid="export-already-running">
      {alreadyRunningNotice(runningNotice, finished)}
    </Alert>
  ) : null;
  const live = (
    <ExportLiveStatus status={status.data} targetName={status.data ? targetName(status.data.service) : ''} />
  );
  // The live status stays first whatever is shown, so it is mounted before anything it says.
  return (
    <>
      {live}
      {eventId !== null ? <FollowedExport eventId={eventId}>{followed()}</FollowedExport> : form()}
    </>
  );

  function followed() {
    if (status.isError && !status.data)
      return (
        <Stack gap="md">
          <Alert color="red">{status.error.message}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={restart}>
              Voltar
            </Button>
          </Group>
        </Stack>
      );
    if (!status.data)
      return (
        <Center h={160}>
          <Loader aria-label="Carregando a exportação" />
        </Center>
      );
    return isFinished(status.data) ? (
      <Stack gap="md">
        {notice}
        <ExportResult status={status.data} onRestart={restart} onRetry={retry} />
      </Stack>
    ) : (
      <Stack gap="xs">
        {notice}
        <ExportProgress status={status.data} targetName={targetName(status.data.service)} />
        {charged !== null ? (
          <Text c="dimmed" fz="xs" data-testid="export-charged">
            {charged === 0
              ? 'Nenhum crédito de exportação gasto: as empresas já eram da conta.'
              : `${charged.toLocaleString('pt-BR')} ${charged === 1 ? 'crédito de exportação gasto' : 'créditos de exportação gastos'}.`}
          </Text>
        ) : null}
      </Stack>
    );
  }

  function form() {
    if (saved.isPending || running.isPending)
      return (
        <Center h={160}>
          <Loader />
        </Center>
      );
    return (
      <ExportForm
        listId={listId}
        cnpjs={cnpjs}
        initial={
          lastChoice ?? {
            draft: initialDraft(cnpjs, single, saved.data ?? null, statuses, viewAs?.id ?? null),
            extras: {},
          }
        }
        viewAsName={viewAs?.name ?? null}
        connections={connections.data}
        sending={startSheet.isPending || startTool.isPending}
        optionErrors={startTool.error instanceof ApiError ? optionErrorsOf(startTool.error.body) : undefined}
        refusal={refusal && !refusal.eventId ? refusal.message : refusedFields}
        sort={sort}
        onSubmit={submit}
        onCancel={onClose}
      />
    );
  }
}

/**
 * The export followed (its progress, then its outcome): it takes the keyboard when it replaces the form (the
 * "Exportar" pressed is gone, and the focus fell to the page behind the dialog), unless something in it has
 * taken it already (the outcome's "Baixar arquivo"). A screen reader then reads where the dialog is.
 */
function FollowedExport({ eventId, children }: { eventId: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Before the frame is drawn: the button that had the focus is gone in this very render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new export followed is a new place for the focus
  useLayoutEffect(() => {
    const element = box.current;
    if (element && !element.contains(document.activeElement)) focusFromScript(element);
  }, [eventId]);
  return (
    <Stack gap={0} ref={box} tabIndex={-1} aria-label="Andamento da exportação" role="group">
      {children}
    </Stack>
  );
}
