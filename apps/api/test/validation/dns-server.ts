// A real DNS server on loopback (dns2, UDP, 127.0.0.1, ephemeral port) answering from a small zone:
// names in the zone answer their MX/A/AAAA records (an empty answer when they have none of the asked
// type), every other name answers NXDOMAIN. `queries` counts the questions it received; a name can hold
// its first answer back, to stop a validation mid-run.
import type DNS from 'dns2';
import { createServer, Packet } from 'dns2';

/** RFC 1035 name error (dns2 has `Packet.RCODE.NXDOMAIN`, missing from its type declarations). */
const NXDOMAIN = 3;

/** dns2 declares answers with their encoder attached; plain records are what it accepts and encodes. */
const record = (r: Omit<DNS.Packet.Resource, 'toBuffer'>) => r as DNS.Packet.Resource;

export type ZoneEntry = {
  mx?: string[];
  a?: string[];
  aaaa?: string[];
  /** The first question about the name waits for this promise (then `onHeld` is called); later ones do not. */
  holdFirst?: { until: Promise<void>; onHeld: () => void };
};
export type Zone = Record<string, ZoneEntry>;
export type DnsTestServer = { server: string; queries: () => number; close: () => Promise<void> };

export async function startDnsServer(zone: Zone): Promise<DnsTestServer> {
  let queries = 0;
  const dns = createServer({
    udp: true,
    handle: async (request, send) => {
      queries++;
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const entry = zone[name];
      const base = { name, class: Packet.CLASS.IN, ttl: 60 };
      const hold = entry?.holdFirst;
      if (hold) {
        entry.holdFirst = undefined;
        hold.onHeld();
        await hold.until;
      }
      if (!entry) response.header.rcode = NXDOMAIN;
      else if (question?.type === Packet.TYPE.MX)
        (entry.mx ?? []).forEach((exchange, i) => {
          response.answers.push(record({ ...base, type: Packet.TYPE.MX, exchange, priority: 10 * (i + 1) }));
        });
      else if (question?.type === Packet.TYPE.A)
        for (const address of entry.a ?? [])
          response.answers.push(record({ ...base, type: Packet.TYPE.A, address }));
      else if (question?.type === Packet.TYPE.AAAA)
        for (const address of entry.aaaa ?? [])
          response.answers.push(record({ ...base, type: Packet.TYPE.AAAA, address }));
      send(response);
    },
  });
  const addresses = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('dns test server did not listen');
  return { server: `127.0.0.1:${port}`, queries: () => queries, close: () => dns.close() };
}
