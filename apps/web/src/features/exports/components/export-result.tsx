import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDownloadExportFile } from '@/features/exports/api/download-export-file';
import { OUTCOME_VIEW, sheetSummary, summary } from '@/features/exports/lib/export-outcome';

import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/notify';

/** The end state: what went in, what failed and why, and for files the download and the shared link. */
export function ExportResult({
  status,
  onRestart,
  onRetry,
}: {
  status: ExportStatus;
  /** Back to the form, with the choices of the export started from this dialog (if it was). */
  onRestart: () => void;
  /** The same export sent again (offered after an error, when this dialog started it). */
  onRetry?: () => void;
}) {
  const download = useDownloadExportFile();
  const view = OUTCOME_VIEW[status.outcome ?? 'error'];
  const isFile = status.service === 'csv' || status.service === 'excel';
  const save = () =>
    download.mutate(
      { listId: status.listId, eventId: status.eventId },
      { onError: (e) => showToast({ color: 'red', message: e.message }) },
    );
  // The progress view (and the button that had the keyboard) is gone: the keyboard goes on from the file's
  // download, or from the outcome itself, which a screen reader then reads.
  const downloadButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (downloadButton.current ?? box.current)?.focus();
  }, []);
  return (
    <Stack
      gap="md"
      ref={box}
      tabIndex={-1}
      style={{ outline: 'none' }}
      data-testid="export-result"
      data-outcome={status.outcome ?? ''}
    >
      <Alert color={view.color} title={view.title}>
        <Text fz="sm" data-testid="export-summary">
          {isFile && status.outcome === 'success' ? sheetSummary(status) : summary(status)}
        </Text>
        {status.error ? (
          <Text fz="sm" mt={4}>
            {status.error}
          </Text>
        ) : null}
        {status.outcome === 'token_error' ? (
          <Button component={Link} to={paths.user.apiTokenExport.getHref()} size="xs" variant="light" mt="xs">
            Reconectar
          </Button>
        ) : null}
      </Alert>
      {status.failures.length > 0 ? (
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            Empresas com falha
          </Text>
          <ScrollArea.Autosize mah={180}>
            <Table striped fz="xs" data-testid="export-failures">
              <Table.Tbody>
                {status.failures.map((f) => (
                  <Table.Tr key={f.cnpj}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCnpj(f.cnpj)}</Table.Td>
                    <Table.Td>{f.error}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      ) : null}
      {isFile && status.fileName ? (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" fw={500} truncate miw={0} data-testid="export-file-name">
              {status.fileName}
            </Text>
            {/* Busy, not disabled (Mantine's `loading` disables it): the keyboard stays on it while the file
                comes and after, instead of falling to the page. */}
            <Button
              ref={downloadButton}
              leftSection={
                download.isPending ? <Loader size={16} color="white" /> : <IconDownload size={18} />
              }
              aria-busy={download.isPending || undefined}
              // Whole beside a long name (a list's name runs to 120 characters): the name is cut instead.
              style={{ flexShrink: 0 }}
              onClick={() => {
                if (!download.isPending) save();
              }}
            >
              Baixar arquivo
            </Button>
          </Group>
          {status.shortUrl ? (
            <TextInput
              readOnly
              size="xs"
              label="Link para compartilhar"
              description={status.expiresAt ? `Válido até ${formatDate(status.expiresAt)}` : undefined}
              value={status.shortUrl}
              data-testid="export-share-link"
              rightSection={
                <CopyButton value={status.shortUrl}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Copiado' : 'Copiar link'}>
                      <ActionIcon variant="subtle" onClick={copy} aria-label="Copiar link">
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
          ) : null}
        </Stack>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onRestart}>
          Nova exportação
        </Button>
        {/* A tool that did not answer ("Tente de novo em alguns minutos"): the same export, in one press. */}
        {status.outcome === 'error' && onRetry ? (
          <Button onClick={onRetry} data-testid="export-retry">
            Tentar de novo
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
