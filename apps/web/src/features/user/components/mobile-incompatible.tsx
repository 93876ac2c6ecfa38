import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop, IconLogout, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { FormError } from '@/components/ui/form-error';
import { useSendComputerAccessLink } from '@/features/user/api/send-computer-access-link';

/** The automatic e-mail goes once in this window per browser: each reload or new tab would send another. */
const AUTO_SEND_GAP_MS = 12 * 60 * 60 * 1000;
const AUTO_SENT_KEY = 'computer-link-auto-sent';

const autoSendDue = (now: number) => !(now - Number(localStorage.getItem(AUTO_SENT_KEY)) < AUTO_SEND_GAP_MS);

/**
 * Spec §1: on phones the product asks to be opened on a computer and e-mails a link (once on open, not again
 * on each reload within 12 hours; "Reenviar link" sends one at any time). "Sair" signs out (another account).
 */
export function MobileIncompatible({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const send = useSendComputerAccessLink();
  const fired = useRef(false);
  const { mutate } = send;

  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    const now = Date.now();
    if (!autoSendDue(now)) return;
    localStorage.setItem(AUTO_SENT_KEY, String(now));
    mutate();
  }, [mutate]);

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
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
              onClick={onSignOut}
            >
              Sair
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
