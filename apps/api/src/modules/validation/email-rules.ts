// The address rules that need no network: syntax, disposable domains and role mailboxes.

/** Throwaway-mailbox domains (a small hand-kept list of the well-known services). */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  '20minutemail.com',
  'discard.email',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'mailinator.com',
  'maildrop.cc',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'sharklasers.com',
  'spam4.me',
  'temp-mail.org',
  'tempmail.com',
  'tempmailo.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
  'yopmail.net',
]);

/** Mailboxes of a function rather than a person: they exist, but rarely reach a decision maker. */
export const ROLE_MAILBOXES: ReadonlySet<string> = new Set([
  'adm',
  'admin',
  'administrativo',
  'atendimento',
  'comercial',
  'compras',
  'contabil',
  'contabilidade',
  'contact',
  'contato',
  'diretoria',
  'faleconosco',
  'financeiro',
  'fiscal',
  'info',
  'juridico',
  'marketing',
  'noreply',
  'no-reply',
  'ouvidoria',
  'postmaster',
  'rh',
  'sac',
  'secretaria',
  'suporte',
  'vendas',
]);

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

export type ParsedEmail = { local: string; domain: string };

/** The address split and lower-cased when its syntax is acceptable (dot-atom local part, DNS domain), else null. */
export function parseEmail(raw: string): ParsedEmail | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 254) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).replace(/\.$/, '');
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (!/^[a-z]{2,}$/i.test(labels[labels.length - 1] ?? '')) return null;
  return { local, domain };
}

export const isDisposableDomain = (domain: string) => DISPOSABLE_DOMAINS.has(domain);

/** `contato@`, `financeiro.sp@`, `vendas-2@`: the part before a separator or digits names a role. */
export function isRoleMailbox(local: string): boolean {
  const head = local.split(/[.+_-]/)[0]?.replace(/\d+$/, '') ?? '';
  return ROLE_MAILBOXES.has(local) || ROLE_MAILBOXES.has(head);
}
