// Spec §1: phones get the "open on a computer" screen. Phone = narrow viewport or a mobile user agent.
export const PHONE_MAX_WIDTH_PX = 767;

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|webOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export function isPhone(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth <= PHONE_MAX_WIDTH_PX || isMobileUserAgent(userAgent);
}
