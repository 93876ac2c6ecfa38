import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { ExportFlow, type ExportFlowProps } from '@/features/exports/components/export-flow';

type Props = Omit<ExportFlowProps, 'onClose'> & { label?: string; variant?: 'filled' | 'light' | 'default' };

/** "Exportar" for a list header (all or chosen companies) or a company view (one company). */
export function ExportButton({ label = 'Exportar', variant = 'filled', ...flow }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
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
        {opened ? <ExportFlow {...flow} onClose={close} /> : null}
      </Modal>
    </>
  );
}
