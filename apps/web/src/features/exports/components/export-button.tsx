import { Button, Modal, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ExportFlow, type ExportFlowProps } from '@/features/exports/components/export-flow';

type Props = Omit<ExportFlowProps, 'onClose' | 'initialEventId'> & {
  /** An export named by the address (`?exportacao=`): the dialog opens on it; `onShown` runs as it closes. */
  shownExport?: string | null;
  onShown?: () => void;
  label?: string;
  variant?: 'filled' | 'light' | 'default';
  /** Why there is nothing to export (an empty list): the button is disabled and says so. */
  disabledReason?: string | null;
};

/** "Exportar" for a list header (all or chosen companies) or a company view (one company). */
export function ExportButton({
  label = 'Exportar',
  variant = 'filled',
  disabledReason,
  shownExport = null,
  onShown,
  ...flow
}: Props) {
  const [opened, { open, close: hide }] = useDisclosure(shownExport !== null);
  useEffect(() => {
    if (shownExport) open();
  }, [shownExport, open]);
  const close = () => {
    hide();
    if (shownExport) onShown?.();
  };
  const reasonId = useId();
  if (disabledReason)
    // Disabled in look and action but still focusable, so the keyboard and a screen reader get the reason too.
    return (
      <>
        <Tooltip label={disabledReason}>
          <Button
            variant={variant}
            leftSection={<IconFileExport size={18} />}
            data-disabled
            aria-disabled
            aria-describedby={reasonId}
            onClick={(event) => event.preventDefault()}
          >
            {label}
          </Button>
        </Tooltip>
        <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      </>
    );
  return (
    <>
      <Button variant={variant} leftSection={<IconFileExport size={18} />} onClick={open}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Exportar empresas"
        size="xl"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {opened ? <ExportFlow {...flow} initialEventId={shownExport} onClose={close} /> : null}
      </Modal>
    </>
  );
}
