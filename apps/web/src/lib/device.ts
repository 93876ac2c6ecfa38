// Spec §1: on mobile devices the product asks to be opened on a computer. Decided by the device, not by the
// window's width: a desktop window snapped to half a laptop screen (767 px or less) is still a computer, with a
// mouse and a keyboard, and got the screen (and an e-mail) before.
//
// Mobile = a phone's user agent, or a device whose only pointer is a finger (a primary coarse pointer and no
// fine one anywhere): phones and tablets, also an iPad that calls itself a Mac. A tablet with a trackpad or a
// mouse (`any-pointer: fine`) and a laptop with a touch screen (its primary pointer is the touchpad) are
// computers here.

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|webOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export type DeviceTraits = {
  userAgent: string;
  /** `(pointer: coarse)`: the primary pointer is a finger. */
  coarsePointer: boolean;
  /** `(any-pointer: fine)`: some pointer (mouse, trackpad, pen) is precise. */
  anyFinePointer: boolean;
};

export function isMobileDevice({ userAgent, coarsePointer, anyFinePointer }: DeviceTraits): boolean {
  return isMobileUserAgent(userAgent) || (coarsePointer && !anyFinePointer);
}

/**
 * The screens a phone opens all the same: a plan's contract (`/contrato/:id`), a document to read and sign, not a
 * search or list screen — the owner's copy e-mail and the "pedido recebido" e-mail link there, and the notice
 * blocked reading and signing on the phone they were read on. Everything else gets the notice.
 */
const PHONE_ROUTES = [/^\/contrato\/[^/]+\/?$/];

export function isPhoneReadableRoute(pathname: string): boolean {
  return PHONE_ROUTES.some((route) => route.test(pathname));
}

/** Where the automatic computer-link e-mail is remembered as sent, per user, for the browser session. */
export const COMPUTER_LINK_SENT_KEY = 'prospecta:computer-link-auto-sent';

/**
 * Whether the mobile screen sends the computer link by itself now: once per user and browser session (a reload
 * or another screen of the same session sends none; "Reenviar link" sends on demand). Records the send.
 */
export function claimComputerLinkAutoSend(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  userId: string,
): boolean {
  const key = `${COMPUTER_LINK_SENT_KEY}:${userId}`;
  if (storage.getItem(key) !== null) return false;
  storage.setItem(key, '1');
  return true;
}
