// E-mail validation figures: addresses checked per second against a real DNS server on loopback (the
// tests' dns2 fixture, in this same process), in the job's batches of concurrent lookups. First with one
// per-domain cache as a validation job uses (5 000 addresses over 500 domains: 500 domain lookups), then
// with no cache (every address asks the server). Prints; asserts nothing.
// Alone: `npx tsx --tsconfig apps/api/tsconfig.json apps/api/bench/validation-bench.ts` from the repository root.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkEmail, type EmailVerdict } from '@/modules/validation/email-check.ts';
import { createMailDomainLookup, type MailDomainLookup } from '@/modules/validation/mail-dns.ts';
import { EMAIL_BATCH } from '@/modules/validation/validation.jobs.ts';
import { startDnsServer, type Zone } from '../test/validation/dns-server.ts';

export type ValidationBenchFigures = {
  addresses: number;
  domains: number;
  cachedPerSecond: number;
  cachedQueries: number;
  uncachedPerSecond: number;
  uncachedQueries: number;
};

/** Domains: 3 in 5 with MX, 1 in 5 with only an A record, 1 in 5 unknown (NXDOMAIN). */
function zoneOf(domains: number): Zone {
  const zone: Zone = {};
  for (let i = 0; i < domains; i++) {
    const domain = `empresa${i}.com.br`;
    if (i % 5 < 3) zone[domain] = { mx: [`mx.${domain}`] };
    else if (i % 5 === 3) zone[domain] = { a: ['127.0.0.30'] };
  }
  return zone;
}

function addressesOf(count: number, domains: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `${i % 10 === 0 ? 'contato' : `pessoa${i}`}@empresa${i % domains}.com.br`,
  );
}

async function checkAll(addresses: string[], lookupFor: () => MailDomainLookup) {
  const shared = lookupFor();
  const verdicts: EmailVerdict[] = [];
  const started = performance.now();
  for (let i = 0; i < addresses.length; i += EMAIL_BATCH) {
    const batch = addresses.slice(i, i + EMAIL_BATCH);
    verdicts.push(...(await Promise.all(batch.map((a) => checkEmail(a, shared)))));
  }
  return { seconds: (performance.now() - started) / 1000, verdicts };
}

export async function runValidationBench(
  options: { addresses?: number; domains?: number } = {},
): Promise<ValidationBenchFigures> {
  const count = options.addresses ?? 5000;
  const domains = options.domains ?? 500;
  const dns = await startDnsServer(zoneOf(domains));
  try {
    const addresses = addressesOf(count, domains);
    const servers = [dns.server];

    const before = dns.queries();
    const cached = await checkAll(addresses, () => createMailDomainLookup(servers));
    const cachedQueries = dns.queries() - before;

    const uncachedStart = dns.queries();
    const uncached = await checkAll(addresses, () => (domain) => createMailDomainLookup(servers)(domain));
    const uncachedQueries = dns.queries() - uncachedStart;

    const tally = (result: string) => cached.verdicts.filter((v) => v.result === result).length;
    const figures: ValidationBenchFigures = {
      addresses: count,
      domains,
      cachedPerSecond: count / cached.seconds,
      cachedQueries,
      uncachedPerSecond: count / uncached.seconds,
      uncachedQueries,
    };
    console.log(
      `e-mail validation: ${count} addresses over ${domains} domains, batches of ${EMAIL_BATCH}, loopback dns2 server`,
    );
    console.log(
      `  per-domain cache (as a job): ${figures.cachedPerSecond.toFixed(0)} e-mails/s (${cachedQueries} DNS queries; ` +
        `valid ${tally('valid')}, maybe ${tally('maybe')}, invalid ${tally('invalid')})`,
    );
    console.log(
      `  no cache:                    ${figures.uncachedPerSecond.toFixed(0)} e-mails/s (${uncachedQueries} DNS queries)`,
    );
    return figures;
  } finally {
    await dns.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runValidationBench();
}
