// Sign-in by code sends each code once: typing the sixth digit submits it, and Enter (or "Entrar") right after
// must not send it again — each wrong try is a 401 counted by the sign-in limits. Kept outside React's state,
// which a second event in the same moment would read stale.

/** Whether a failure left the code unchecked (the network, the server, a limit): the same code may go again. */
export function leftCodeUnchecked(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500;
}

export function codeSubmission() {
  let pending = false;
  let sent: string | null = null;
  return {
    /** Whether this code goes to the server now; false while one is on its way or for the code already sent. */
    begin(code: string): boolean {
      if (pending || code === sent) return false;
      pending = true;
      sent = code;
      return true;
    },
    /** The answer came; a failure that left the code unchecked lets the same code be sent again. */
    settled(error: unknown): void {
      pending = false;
      if (error && leftCodeUnchecked(error)) sent = null;
    },
    /** A new code was asked for, or another e-mail: nothing was sent for it yet. */
    reset(): void {
      pending = false;
      sent = null;
    },
  };
}
