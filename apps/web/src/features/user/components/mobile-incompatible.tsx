import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop, IconLogout, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { FormError } from '@/components/ui/form-error';
import { useSendComputerAccessLink } from '@/features/user/api/send-computer-access-link';
import { claimComputerLinkAutoSend } from '@/lib/device';

/**
 * Spec §1: on phones and tablets (lib/device.ts) the product asks to be opened on a computer and e-mails a
 * link: by itself once per user and browser session (not on each reload), and on demand with "Reenviar link".
 * "Sair" signs out (another account).
 */
export function MobileIncompatible({
  userId,
  email,
  onSignOut,
}: {
  userId: string | null;
  email: string | null;
  onSignOut: () => void;
}) {
  const send = useSendComputerAccessLink();
  const { mutate } = send;

  useEffect(() => {
    // The claim is recorded before sending, so StrictMode's second run and a reload send nothing more.
    if (userId && claimComputerLinkAutoSend(sessionStorage, userId)) mutate();
  }, [userId, mutate]);

  return (
    <Center component="main" id="conteudo" mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" gap="lg" maw={420} w="100%">
        <BrandLogo size="lg" />
        <Paper withBorder shadow="sm" p="xl" w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" variant="light">
              <IconDeviceDesktop size={38} stroke={1.5} />
            </ThemeIcon>
            <Title order={1} fz={24}>
              Você está quase lá!
            </Title>
            <Text>
              Enviamos um link para o seu e-mail{email ? <b> {email}</b> : null}. O Prospecta deve ser
              acessado em um computador: abra o link no seu desktop ou notebook para continuar.
            </Text>
            <Text c="dimmed" fz="sm">
              A versão para celular não é compatível com as telas de busca e listas.
            </Text>
            <FormError error={send.error} />
            {send.isSuccess && (
              <Text c="teal.9" fz="sm" fw={500} role="status">
                {send.data.message}
              </Text>
            )}
            <Button
              fullWidth
              size="md"
              leftSection={<IconSend size={18} />}
              loading={send.isPending}
              onClick={() => mutate()}
            >
              Reenviar link
            </Button>
            <Button
              fullWidth
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} />}
              onClick={() => onSignOut()}
            >
              Sair
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
