// Ploomes requests (OData v4 with the `User-Key` header; lists and created records come in `value`), the
// client types (company / person, read from Contacts@Types rather than hard-coded), the custom fields read
// with GET /Fields and created when missing, and the spec's pace: 19 contacts, then a 10-second pause.
import type { ConnectorContext } from '../connector.ts';

type OData<T> = { value: T[] };
type NamedId = { Id: number; Name: string };

export const PLOOMES_PAUSE_MS = 10_000;
const CONTACTS_PER_WINDOW = 19;
/** Contacts written in the current window, per export run (one abort signal per run), across batches. */
const windows = new WeakMap<AbortSignal, { written: number }>();

export function ploomesApi(ctx: ConnectorContext) {
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const headers = { 'user-key': String(ctx.credentials.apiKey) };
  const call = async <T>(method: string, path: string, json?: unknown, query?: Record<string, string>) =>
    (await ctx.http.request<OData<T>>({ method, url: `${base}${path}`, headers, json, query })).body?.value ??
    [];
  const window = windows.get(ctx.signal) ?? { written: 0 };
  windows.set(ctx.signal, window);

  return {
    list: <T>(path: string, query: Record<string, string>) => call<T>('GET', path, undefined, query),
    async write<T>(method: 'POST' | 'PATCH', path: string, json: unknown): Promise<T | undefined> {
      return (await call<T>(method, path, json))[0];
    },
    /** Every POST or PATCH of /Contacts goes through here: the 20th waits 10 s and opens a new window. */
    async writeContact<T>(method: 'POST' | 'PATCH', path: string, json: unknown): Promise<T | undefined> {
      if (window.written >= CONTACTS_PER_WINDOW) {
        await ctx.sleep(PLOOMES_PAUSE_MS);
        window.written = 0;
      }
      window.written++;
      return (await call<T>(method, path, json))[0];
    },
  };
}

export type PloomesApi = ReturnType<typeof ploomesApi>;

/** Company and person type ids of Contacts (the API serves both from one entity). */
export async function contactTypes(api: PloomesApi): Promise<{ company: number; person: number }> {
  const types = await api.list<NamedId>('/Contacts@Types', {});
  const company = types.find((t) => /empresa|company/i.test(t.Name))?.Id;
  const person = types.find((t) => /pessoa|person/i.test(t.Name))?.Id;
  if (!company || !person)
    throw new Error('Não foi possível ler os tipos de cliente (empresa e pessoa) do Ploomes');
  return { company, person };
}

type FieldDefinition = { Id: number; Key: string; Name: string };
type FieldType = { Id: number; Name: string; NativeType?: string };

/** The keys of our Contact fields (EntityId 1) by name; the missing ones are created as text fields. */
export async function contactFieldKeys(api: PloomesApi, names: string[]): Promise<Map<string, string>> {
  const fields = await api.list<FieldDefinition>('/Fields', {
    $filter: 'EntityId eq 1 and Dynamic eq true',
    $select: 'Id,Key,Name',
  });
  const keys = new Map<string, string>();
  let textType: number | undefined;
  for (const name of names) {
    const found = fields.find((f) => f.Name.trim().toLowerCase() === name.toLowerCase());
    if (found) {
      keys.set(name, found.Key);
      continue;
    }
    // The creation payload is not in the stored reference: Name, EntityId and TypeId, the type being the
    // account's single-line text type from GET /Fields@Types, is what Ploomes' public docs most likely take.
    if (textType === undefined) {
      const types = await api.list<FieldType>('/Fields@Types', {});
      const text =
        types.find((t) => /^texto/i.test(t.Name) && !/m[uú]ltipl|longo|multi/i.test(t.Name)) ??
        types.find((t) => t.NativeType === 'String');
      if (!text) throw new Error('Não foi possível encontrar o tipo de campo texto no Ploomes');
      textType = text.Id;
    }
    const created = await api.write<FieldDefinition>('POST', '/Fields', {
      Name: name,
      EntityId: 1,
      TypeId: textType,
    });
    if (created) keys.set(name, created.Key);
  }
  return keys;
}
