import { Box, Indicator, Portal, UnstyledButton } from '@mantine/core';
import type { MeResponse } from '@prospecta/contracts/user';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { useSupportConversation } from '@/features/support/api/get-conversation';
import { useSendSupportMessage } from '@/features/support/api/send-message';
import { SUPPORT_CONVERSATION_QUERY_KEY } from '@/features/support/api/support-query-keys';
import { SupportPanel } from '@/features/support/components/support-panel';
import { asksForConversation } from '@/features/support/lib/reply-notifications';
import { helpButtonLabel, unreadBadge } from '@/features/support/lib/thread';
import { asksToOpen, showsSupportWidget, withoutOpenParam } from '@/features/support/lib/widget-rules';
import { readDraft, sessionDraftStorage, staysOpen, writeDraft } from '@/features/support/lib/widget-state';
import { useSearchParams } from '@/lib/use-search-params';
import '@/features/support/components/support-widget.css';

/** The tab's width: the signed-in frame's right padding (AppShell `padding="lg"`), so it never reaches the page. */
export const SUPPORT_TAB_WIDTH = 'var(--mantine-spacing-lg)';

export const SUPPORT_PANEL_ID = 'suporte-conversa';

/**
 * The support chat of every signed-in customer screen (spec core §1; mounted once by the signed-in layout):
 * a tab on the window's right edge, low down, "Ajuda" with the unread answers' badge, that opens the
 * conversation with Prospecta's team beside the page (not a modal). Never for staff (admin §2), who answer in
 * Admin → "Suporte".
 */
export function SupportWidget({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  if (!user || !showsSupportWidget(user)) return null;
  return <Widget key={user.id} userId={user.id} pathname={pathname} />;
}

/** Open or closed, and the path that was decided on (a route change is told from it). */
type OpenState = { open: boolean; path: string };

/**
 * Open or closed across route changes: the user's route change (PUSH, POP) closes it in the very render of the
 * new screen, before its focus is placed (app-frame.tsx); a screen replacing its own address leaves it open.
 */
function useOpenState(pathname: string) {
  const navigationType = useNavigationType();
  const [state, setState] = useState<OpenState>({ open: false, path: pathname });
  let current = state;
  if (state.path !== pathname) {
    current = { open: staysOpen(state.open, state.path, pathname, navigationType), path: pathname };
    setState(current);
  }
  const setOpen = useCallback((open: boolean) => setState({ open, path: pathname }), [pathname]);
  return [current.open, setOpen] as const;
}

/**
 * A new answer in the bell (its 30 s poll) reads the conversation again when the badge does not show one yet:
 * the badge follows the bell instead of the closed widget's 60 s poll.
 */
function useBellAnswers(unread: number) {
  const queryClient = useQueryClient();
  const badge = useRef(unread);
  badge.current = unread;
  useEffect(() => {
    const seen = new Set<string>();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== 'notifications') return;
      if (asksForConversation(event.query.state.data, badge.current, seen))
        void queryClient.invalidateQueries({ queryKey: SUPPORT_CONVERSATION_QUERY_KEY });
    });
  }, [queryClient]);
}

/** The unsent text, kept for the tab (sessionStorage, per user) while the widget is closed; cleared once sent. */
function useDraft(userId: string) {
  const [draft, setDraftState] = useState(() => readDraft(sessionDraftStorage(), userId));
  const setDraft = (text: string) => {
    setDraftState(text);
    writeDraft(sessionDraftStorage(), userId, text);
  };
  return [draft, setDraft] as const;
}

function Widget({ userId, pathname }: { userId: string; pathname: string }) {
  const [open, setOpen] = useOpenState(pathname);
  const [draft, setDraft] = useDraft(userId);
  const draftNow = useRef(draft);
  draftNow.current = draft;
  // Here rather than in the panel: a message sent just before the panel closed still clears the draft.
  const send = useSendSupportMessage({
    onSent: (body) => {
      // What was typed while it went is not wiped with it.
      if (draftNow.current.trim() === body) setDraft('');
    },
  });
  const button = useRef<HTMLButtonElement>(null);
  const conversation = useSupportConversation(true, open);
  const unread = conversation.data?.unread ?? 0;
  useBellAnswers(unread);

  // `?suporte=1` (the bell's "Abrir conversa") opens it here and leaves the address (a REPLACE: it stays open).
  const [params, setParams] = useSearchParams();
  const asked = asksToOpen(params);
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams((current) => withoutOpenParam(current), { replace: true });
  }, [asked, setOpen, setParams]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const label = helpButtonLabel(open ? 0 : unread);
  return (
    <Portal>
      {open ? (
        <SupportPanel
          id={SUPPORT_PANEL_ID}
          pathname={pathname}
          conversation={conversation}
          send={send}
          text={draft}
          onTextChange={setDraft}
          onClose={close}
        />
      ) : null}
      {/* In the page's right margin (the signed-in frame's padding, the same `lg` spacing), never over the
            page: as a pill over the bottom right it covered a row's contacts or status, a pager, the kanban's
            last column at 1 366 × 768 whenever the page was not scrolled to its end. Its words run up the edge. */}
      <Box
        pos="fixed"
        right={0}
        bottom={24}
        w={SUPPORT_TAB_WIDTH}
        style={{ zIndex: 190 }}
        data-support-widget
      >
        {/* The badge on the tab's top edge, centred: inside the margin too. */}
        <Indicator
          label={unreadBadge(unread)}
          size={20}
          color="red"
          position="top-center"
          disabled={open || unread === 0}
          data-testid="support-unread"
        >
          <UnstyledButton
            ref={button}
            className="support-tab"
            aria-label={label}
            aria-expanded={open}
            aria-controls={open ? SUPPORT_PANEL_ID : undefined}
            onClick={() => (open ? close() : setOpen(true))}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) close();
            }}
            data-testid="support-button"
          >
            {open ? (
              <IconX size={16} stroke={2.2} aria-hidden />
            ) : (
              <IconMessageCircle size={16} stroke={2} aria-hidden />
            )}
            <span className="support-tab-label">Ajuda</span>
          </UnstyledButton>
        </Indicator>
      </Box>
    </Portal>
  );
}
