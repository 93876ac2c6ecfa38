import { describe, expect, it } from 'vitest';
import { claimComputerLinkAutoSend, isMobileDevice, isPhoneReadableRoute } from '@/lib/device';
import { MemoryStorage } from '@/testing/memory-storage';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36';
const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140 Safari/537.36';
// iPadOS asks for desktop sites: its user agent says Macintosh.
const ipad =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('isMobileDevice', () => {
  it.each([
    ['a desktop with a mouse (any window width)', desktop, false, true, false],
    ['a laptop with a touch screen (primary pointer: the touchpad)', desktop, false, true, false],
    ['an iPhone', iphone, true, false, true],
    ['an Android phone', androidPhone, true, false, true],
    ['an Android phone asking for the desktop site', desktop, true, false, true],
    ['an Android tablet, touch only', androidTablet, true, false, true],
    ['an Android tablet with a trackpad cover', androidTablet, true, true, false],
    ['an iPad, touch only', ipad, true, false, true],
    ['an iPad with a Magic Keyboard', ipad, true, true, false],
    ['a browser that does not answer pointer queries', desktop, false, false, false],
  ])('%s', (_case, userAgent, coarsePointer, anyFinePointer, expected) => {
    expect(isMobileDevice({ userAgent, coarsePointer, anyFinePointer })).toBe(expected);
  });

  it('believes a phone’s user agent whatever the pointers say (a phone with a Bluetooth mouse)', () => {
    expect(isMobileDevice({ userAgent: iphone, coarsePointer: false, anyFinePointer: true })).toBe(true);
  });
});

describe('claimComputerLinkAutoSend', () => {
  it('sends once per user in a browser session', () => {
    const session = new MemoryStorage();
    expect(claimComputerLinkAutoSend(session, 'u1')).toBe(true);
    expect(claimComputerLinkAutoSend(session, 'u1')).toBe(false);
    expect(claimComputerLinkAutoSend(session, 'u1')).toBe(false);
    // Another user signing in on the same phone gets their own link.
    expect(claimComputerLinkAutoSend(session, 'u2')).toBe(true);
  });

  it('sends again in a new session', () => {
    expect(claimComputerLinkAutoSend(new MemoryStorage(), 'u1')).toBe(true);
    expect(claimComputerLinkAutoSend(new MemoryStorage(), 'u1')).toBe(true);
  });
});

describe('isPhoneReadableRoute', () => {
  it.each([
    ['/contrato/0b6c7a1e-5f0e-4c1f-9a57-3f1c2d4e5a6b', true],
    ['/contrato/qualquer-coisa/', true],
    ['/contrato', false],
    ['/contrato/x/assinar', false],
    ['/upgrade_plans', false],
    ['/user/handoff', false],
    ['/', false],
  ])('%s opens on a phone: %s', (pathname, expected) => {
    expect(isPhoneReadableRoute(pathname)).toBe(expected);
  });
});
