// The verdict on one address: syntax, disposable domain, the domain's mail records, role mailbox.
import type { EMAIL_REASONS, EMAIL_RESULTS } from '@prospecta/contracts/validation-api';
import { isDisposableDomain, isRoleMailbox, parseEmail } from './email-rules.ts';
import type { DomainMail } from './mail-dns.ts';

export type EmailVerdict = {
  result: (typeof EMAIL_RESULTS)[number];
  reason: (typeof EMAIL_REASONS)[number];
};

/**
 * invalid: bad syntax, or a domain with neither MX nor A/AAAA; maybe: disposable domain, role mailbox, or
 * DNS that did not answer (a timeout proves nothing); valid: otherwise (reason tells MX or A).
 */
export async function checkEmail(
  raw: string,
  lookup: (domain: string) => Promise<DomainMail>,
): Promise<EmailVerdict> {
  const parsed = parseEmail(raw);
  if (!parsed) return { result: 'invalid', reason: 'syntax' };
  if (isDisposableDomain(parsed.domain)) return { result: 'maybe', reason: 'disposable' };
  const mail = await lookup(parsed.domain);
  if (mail === 'none') return { result: 'invalid', reason: 'no_domain' };
  if (mail === 'error') return { result: 'maybe', reason: 'dns_error' };
  if (isRoleMailbox(parsed.local)) return { result: 'maybe', reason: 'role' };
  return { result: 'valid', reason: mail };
}
