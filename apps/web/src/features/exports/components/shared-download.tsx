import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockX, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { sharedFileUrl, useSharedFile } from '@/features/exports/api/get-shared-file';

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/** /short/link_to_download_list/:code — a shared export: its name and a download button, or "Link inválido ou expirado". */
export function SharedDownload({ code }: { code: string }) {
  const file = useSharedFile(code);
  if (file.isPending)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  const ok = file.data?.available === true;
  return (
    <Paper withBorder radius="md" p="xl" maw={480} w="100%" mx="auto">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={ok ? 'green' : 'gray'}>
          {ok ? <IconFileSpreadsheet size={30} /> : <IconClockX size={30} />}
        </ThemeIcon>
        {file.data?.available ? (
          <>
            <Title order={1} fz="xl">
              Lista de empresas exportada
            </Title>
            <Text fw={600} data-testid="shared-file-name" style={{ wordBreak: 'break-all' }}>
              {file.data.name}
            </Text>
            {file.data.size ? (
              <Text c="dimmed" fz="sm">
                {sizeLabel(file.data.size)}
              </Text>
            ) : null}
            <Button
              component="a"
              href={sharedFileUrl(code)}
              download
              leftSection={<IconDownload size={18} />}
              size="md"
              mt="xs"
            >
              Baixar arquivo
            </Button>
          </>
        ) : (
          <>
            <Title order={1} fz="xl" data-testid="shared-file-expired">
              Link inválido ou expirado
            </Title>
            <Text c="dimmed">
              Este arquivo não está disponível: o link pode ter expirado ou estar incompleto. Peça a quem
              compartilhou para enviar o link de novo ou exportar a lista novamente.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
