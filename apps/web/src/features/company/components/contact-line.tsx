import { ActionIcon, Anchor, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { copiedText, nextCopyCount } from '@/features/company/lib/company-format';

export type ContactKind = 'telefone' | 'e-mail' | 'site';

/** Where a contact's text leads: a call (softphone, mobile), a new e-mail, the site in a new tab. */
export function contactHref(kind: ContactKind, value: string): string {
  if (kind === 'telefone') return `tel:+55${value.replace(/\D/g, '')}`;
  if (kind === 'e-mail') return `mailto:${value}`;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** A mobile number's conversation in WhatsApp (web or app): the country code and the national digits. */
export const whatsappHref = (phone: string): string => `https://wa.me/55${phone.replace(/\D/g, '')}`;

/**
 * A phone, e-mail or site: its text is a link (call, write, visit), a button copies it (a mobile also opens in
 * WhatsApp, where most Brazilian companies answer), and a counter tells
 * how often it was copied on this page, up to 5 (spec §9). `recordCopy` stores the copy on the server instead
 * (a list's company, whose card shows the stored count of all its contacts).
 */
export function ContactLine(props: {
  kind: ContactKind;
  icon: ReactNode;
  text: string;
  value: string;
  /** Shown after the copy button (the list's validation outcome). */
  badge?: ReactNode;
  /** A mobile phone: a button opens the conversation in WhatsApp. */
  whatsapp?: boolean;
  recordCopy?: () => Promise<void>;
}) {
  const clipboard = useClipboard({ timeout: 1500 });
  const [count, setCount] = useState(0);
  const copy = () => {
    clipboard.copy(props.value);
    if (props.recordCopy) void props.recordCopy().catch(() => undefined);
    else setCount(nextCopyCount);
  };
  const site = props.kind === 'site';
  return (
    <Group gap="xs" wrap="nowrap" data-testid="contact-line">
      {/* A long e-mail must not squeeze the icon away (an SVG in a flex row shrinks to nothing). */}
      <Box component="span" display="flex" style={{ flexShrink: 0 }}>
        {props.icon}
      </Box>
      <Anchor
        href={contactHref(props.kind, props.value)}
        target={site ? '_blank' : undefined}
        rel={site ? 'noopener noreferrer' : undefined}
        c="inherit"
        underline="hover"
        miw={0}
      >
        <Text
          component="span"
          fz="sm"
          fw={500}
          style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {props.text}
        </Text>
      </Anchor>
      <Tooltip label={clipboard.copied ? 'Copiado!' : `Copiar ${props.kind}`} withArrow>
        <ActionIcon
          variant="subtle"
          color={clipboard.copied ? 'teal' : 'gray'}
          onClick={copy}
          aria-label={`Copiar ${props.kind} ${props.text}`}
        >
          {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
      {props.whatsapp ? (
        <Tooltip label="Conversar no WhatsApp" withArrow>
          <ActionIcon
            component="a"
            href={whatsappHref(props.value)}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="teal"
            aria-label={`Conversar no WhatsApp com ${props.text}`}
          >
            <IconBrandWhatsapp size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {props.badge}
      {count > 0 ? (
        <Badge size="xs" variant="light" color="gray" tt="none">
          {copiedText(count)}
        </Badge>
      ) : null}
    </Group>
  );
}
