// Where a domain takes mail, through a configurable resolver (DNS_SERVERS, else the system's): its MX
// records, else its A/AAAA records (RFC 5321 implicit MX). One lookup per domain per cache.
import { Resolver } from 'node:dns/promises';

/** mx / a: takes mail; none: no such domain, a null MX, or no records; error: the resolver failed. */
export type DomainMail = 'mx' | 'a' | 'none' | 'error';

const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

async function records(run: () => Promise<unknown[]>): Promise<'some' | 'none' | 'nxdomain' | 'error'> {
  try {
    return (await run()).length > 0 ? 'some' : 'none';
  } catch (error) {
    if (codeOf(error) === 'ENOTFOUND') return 'nxdomain';
    return NO_RECORDS.has(String(codeOf(error))) ? 'none' : 'error';
  }
}

export type MailDomainLookup = (domain: string) => Promise<DomainMail>;

/**
 * Whether the resolver can be trusted: it finds mail for a domain known to take it. An offline, captive or
 * misconfigured resolver answers NXDOMAIN to every name, which would turn every e-mail `invalid`.
 */
export async function resolverAnswers(lookup: MailDomainLookup, canaryDomain: string): Promise<boolean> {
  const mail = await lookup(canaryDomain);
  return mail === 'mx' || mail === 'a';
}

/** A lookup with its own per-domain cache (make one per job). */
export function createMailDomainLookup(servers?: readonly string[]): MailDomainLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers([...servers]);
  const cache = new Map<string, Promise<DomainMail>>();

  async function resolve(domain: string): Promise<DomainMail> {
    let nullMx = false;
    const mx = await records(async () => {
      const found = await resolver.resolveMx(domain);
      // RFC 7505 null MX ("." at any priority): the domain says it takes no mail.
      nullMx = found.length > 0 && found.every((r) => r.exchange === '' || r.exchange === '.');
      return found;
    });
    if (nullMx || mx === 'nxdomain') return 'none';
    if (mx === 'some') return 'mx';
    const [v4, v6] = await Promise.all([
      records(() => resolver.resolve4(domain)),
      records(() => resolver.resolve6(domain)),
    ]);
    if (v4 === 'some' || v6 === 'some') return 'a';
    return mx === 'error' || v4 === 'error' || v6 === 'error' ? 'error' : 'none';
  }

  return (domain) => {
    const key = domain.toLowerCase();
    let pending = cache.get(key);
    if (!pending) {
      pending = resolve(key);
      cache.set(key, pending);
    }
    return pending;
  };
}
