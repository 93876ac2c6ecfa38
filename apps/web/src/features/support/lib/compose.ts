// The message boxes: which keys send, what is sent, and the screen the user wrote from.
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES } from '@prospecta/contracts/support-api';

export type ComposeKey = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** An input method is composing (a dead key, an accent): its Enter confirms the composition, not the box. */
  isComposing: boolean;
};

/** The widget: Enter sends, Shift+Enter (or Ctrl/Alt/⌘+Enter) is a new line. */
export function widgetKeySends(event: ComposeKey): boolean {
  return (
    event.key === 'Enter' &&
    !event.isComposing &&
    !event.shiftKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey
  );
}

/** Staff's reply: a longer text, so Enter is a new line and Ctrl+Enter (⌘+Enter on a Mac) sends. */
export function replyKeySends(event: ComposeKey): boolean {
  return event.key === 'Enter' && !event.isComposing && (event.ctrlKey || event.metaKey);
}

/** Why a text cannot be sent, in the contract's words; null when it can. */
export function bodyProblem(text: string): string | null {
  const body = text.trim();
  if (body.length === 0) return SUPPORT_MESSAGES.bodyRequired;
  if (body.length > SUPPORT_MESSAGE_MAX_LENGTH) return SUPPORT_MESSAGES.bodyTooLong;
  return null;
}

/**
 * The screen sent with a message (`page`): the path only (no query string, which may hold a search's filters),
 * at most 300 characters; nothing when it could not be one.
 */
export function pageOf(pathname: string): string | undefined {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (!/^\/[^\s]*$/.test(path)) return undefined;
  return path.length <= 300 ? path : undefined;
}

/** "1.234 de 2.000": shown once the text nears the limit. */
export function lengthHint(text: string): string | null {
  const length = text.trim().length;
  if (length < SUPPORT_MESSAGE_MAX_LENGTH * 0.8) return null;
  return `${length.toLocaleString('pt-BR')} de ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres`;
}
