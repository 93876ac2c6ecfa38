import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { mailtoHref, whatsappHref } from '@/features/referral/lib/share-links';

/**
 * The referrer's link, read-only, with "Copiar link" and the two ways to send it. Where the browser refuses the
 * clipboard, the link is selected in its field and the user is told to copy it with Ctrl+C.
 */
export function ReferralLinkCard({ link }: { link: string }) {
  const clipboard = useClipboard({ timeout: 2500 });
  const field = useRef<HTMLInputElement>(null);
  // The keyboard stays on the button (a screen reader then hears "Link copiado!"); only a refused copy
  // selects the link in its field, for Ctrl+C.
  const copy = () => clipboard.copy(link);
  useEffect(() => {
    if (clipboard.error) field.current?.select();
  }, [clipboard.error]);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            ref={field}
            label="Seu link de indicação"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 320px' }}
            data-testid="referral-link"
          />
          <Button
            onClick={copy}
            leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {clipboard.copied ? 'Link copiado!' : 'Copiar link'}
          </Button>
        </Group>
        <Text fz="sm" c={clipboard.error ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
          {clipboard.error
            ? 'O navegador não deixou copiar: o link está selecionado, copie com Ctrl+C.'
            : clipboard.copied
              ? 'Link copiado: cole onde quiser.'
              : 'Quem abrir este link deixa os dados e nossa equipe comercial fala com a pessoa.'}
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={whatsappHref(link)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            Enviar pelo WhatsApp
          </Button>
          <Button component="a" href={mailtoHref(link)} variant="light" leftSection={<IconMail size={18} />}>
            Enviar por e-mail
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
