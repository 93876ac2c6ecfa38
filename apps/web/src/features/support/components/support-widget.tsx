import { ActionIcon, Box, Indicator, Portal } from '@mantine/core';
import type { MeResponse } from '@prospecta/contracts/user';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSupportConversation } from '@/features/support/api/get-conversation';
import { SupportPanel } from '@/features/support/components/support-panel';
import { helpButtonLabel, unreadBadge } from '@/features/support/lib/thread';
import { asksToOpen, showsSupportWidget, withoutOpenParam } from '@/features/support/lib/widget-rules';
import '@/features/support/components/support-widget.css';

/** Room kept at the bottom of every screen so its last row or pager can scroll clear of the button. */
const BUTTON_ROOM = 72;
export const SUPPORT_PANEL_ID = 'suporte-conversa';

/**
 * The support chat of every signed-in customer screen (spec core §1; mounted once by the signed-in layout):
 * a round button at the bottom right, with the unread answers' badge, that opens the conversation with
 * Prospecta's team beside the page (not a modal). Never for staff (admin §2), who answer in Admin → "Suporte".
 */
export function SupportWidget({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  if (!showsSupportWidget(user)) return null;
  return <Widget pathname={pathname} />;
}

function Widget({ pathname }: { pathname: string }) {
  // Open on the path it was opened on: any route change closes it (spec core §2) in the same render, before
  // the new screen's focus is placed (app-frame.tsx).
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const conversation = useSupportConversation(true, open);
  const unread = conversation.data?.unread ?? 0;

  // `?suporte=1` (the bell's "Abrir conversa") opens it here and leaves the address.
  const [params, setParams] = useSearchParams();
  const asked = asksToOpen(params);
  useEffect(() => {
    if (!asked) return;
    setOpenedOn(pathname);
    setParams((current) => withoutOpenParam(current), { replace: true });
  }, [asked, pathname, setParams]);

  const close = () => {
    setOpenedOn(null);
    button.current?.focus();
  };
  const label = helpButtonLabel(open ? 0 : unread);
  return (
    <>
      <Box aria-hidden h={BUTTON_ROOM} data-support-widget />
      <Portal>
        {open ? (
          <SupportPanel
            id={SUPPORT_PANEL_ID}
            pathname={pathname}
            conversation={conversation}
            onClose={close}
          />
        ) : null}
        <Box pos="fixed" right={20} bottom={20} style={{ zIndex: 190 }} data-support-widget>
          <Indicator
            label={unreadBadge(unread)}
            size={20}
            color="red"
            disabled={open || unread === 0}
            offset={6}
            data-testid="support-unread"
          >
            <ActionIcon
              ref={button}
              size={56}
              radius="xl"
              variant="filled"
              aria-label={label}
              aria-expanded={open}
              aria-controls={open ? SUPPORT_PANEL_ID : undefined}
              onClick={() => (open ? close() : setOpenedOn(pathname))}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && open) close();
              }}
              style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
              data-testid="support-button"
            >
              {open ? <IconX size={26} stroke={1.8} /> : <IconMessageCircle size={28} stroke={1.8} />}
            </ActionIcon>
          </Indicator>
        </Box>
      </Portal>
    </>
  );
}
