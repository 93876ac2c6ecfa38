// SQL of list validation: the list's status fields (on `lists`), its companies, and the per-contact
// outcomes. Outcome writes ignore rows already there, so a resumed run never duplicates one.
import type { EmailResult } from '@prospecta/contracts/validation-api';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { listCompanies, lists } from '@/db/schema/lists.ts';
import { emailValidations, phoneValidations } from '@/db/schema/validation.ts';

export type ValidationKind = 'phones' | 'emails';
export type PhoneResultRow = typeof phoneValidations.$inferInsert;
export type EmailResultRow = typeof emailValidations.$inferInsert;

/** Locks the list row until the transaction ends, so two requests cannot both pass the 3-day check. */
export async function lockList(db: Executor, listId: string) {
  const [row] = await db.select().from(lists).where(eq(lists.id, listId)).for('update');
  return row ?? null;
}

export async function setListValidation(
  db: Executor,
  listId: string,
  kind: ValidationKind,
  change: { status: string; startedAt?: Date; requestedAt?: Date },
) {
  const set =
    kind === 'phones'
      ? {
          phonesValidationStatus: change.status,
          phonesValidationStartedAt: change.startedAt,
          phoneValidationRequestedAt: change.requestedAt,
        }
      : { emailsValidationStatus: change.status, emailsValidationStartedAt: change.startedAt };
  await db.update(lists).set(set).where(eq(lists.id, listId));
}

/** The list's name (for the notification of a finished run), or null when it is gone. */
export async function listName(db: Executor, listId: string): Promise<string | null> {
  const [row] = await db.select({ name: lists.name }).from(lists).where(eq(lists.id, listId));
  return row?.name ?? null;
}

export async function setPhoneRequestedAt(db: Executor, listId: string, at: Date) {
  await db.update(lists).set({ phoneValidationRequestedAt: at }).where(eq(lists.id, listId));
}

export async function listCnpjs(db: Executor, listId: string): Promise<string[]> {
  const rows = await db
    .select({ cnpj: listCompanies.cnpj })
    .from(listCompanies)
    .where(eq(listCompanies.listId, listId))
    .orderBy(asc(listCompanies.createdAt), asc(listCompanies.cnpj));
  return rows.map((r) => r.cnpj);
}

/** A new run starts from nothing (in the transaction that queues it). */
export async function clearResults(db: Executor, listId: string, kind: ValidationKind) {
  const table = kind === 'phones' ? phoneValidations : emailValidations;
  await db.delete(table).where(eq(table.listId, listId));
}

export async function donePhoneKeys(db: Executor, listId: string): Promise<Set<string>> {
  const rows = await db
    .select({ cnpj: phoneValidations.cnpj, phone: phoneValidations.phone })
    .from(phoneValidations)
    .where(eq(phoneValidations.listId, listId));
  return new Set(rows.map((r) => `${r.cnpj}|${r.phone}`));
}

export async function doneEmailKeys(db: Executor, listId: string): Promise<Set<string>> {
  const rows = await db
    .select({ cnpj: emailValidations.cnpj, email: emailValidations.email })
    .from(emailValidations)
    .where(eq(emailValidations.listId, listId));
  return new Set(rows.map((r) => `${r.cnpj}|${r.email}`));
}

export async function insertPhoneResults(db: Executor, rows: PhoneResultRow[]) {
  if (rows.length) await db.insert(phoneValidations).values(rows).onConflictDoNothing();
}

export async function insertEmailResults(db: Executor, rows: EmailResultRow[]) {
  if (rows.length) await db.insert(emailValidations).values(rows).onConflictDoNothing();
}

const ofList = <T extends typeof phoneValidations | typeof emailValidations>(
  table: T,
  accountId: string,
  listId: string,
) => and(eq(table.accountId, accountId), eq(table.listId, listId));

export async function phoneCounts(db: Executor, accountId: string, listId: string) {
  const [row] = await db
    .select({
      tested: count(),
      valid: sql<number>`count(*) filter (where ${phoneValidations.valid})::int`,
    })
    .from(phoneValidations)
    .where(ofList(phoneValidations, accountId, listId));
  const tested = Number(row?.tested ?? 0);
  const valid = Number(row?.valid ?? 0);
  return { tested, valid, invalid: tested - valid };
}

export async function phonePage(
  db: Executor,
  accountId: string,
  listId: string,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(phoneValidations)
    .where(ofList(phoneValidations, accountId, listId))
    .orderBy(asc(phoneValidations.cnpj), asc(phoneValidations.phone))
    .limit(limit)
    .offset(offset);
}

export async function emailCounts(db: Executor, accountId: string, listId: string) {
  const rows = await db
    .select({ result: emailValidations.result, n: count() })
    .from(emailValidations)
    .where(ofList(emailValidations, accountId, listId))
    .groupBy(emailValidations.result);
  const of = (result: string) => Number(rows.find((r) => r.result === result)?.n ?? 0);
  return { valid: of('valid'), invalid: of('invalid'), maybe: of('maybe') };
}

export async function emailPage(
  db: Executor,
  accountId: string,
  listId: string,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(emailValidations)
    .where(ofList(emailValidations, accountId, listId))
    .orderBy(asc(emailValidations.cnpj), asc(emailValidations.email))
    .limit(limit)
    .offset(offset);
}

/** One company's outcomes in a list: each validated phone → valid, each validated e-mail (lower case) → result. */
export type CompanyOutcomes = { phones: Map<string, boolean>; emails: Map<string, EmailResult> };
/** Outcomes by CNPJ; a company the list never validated is absent. */
export type ContactOutcomes = ReadonlyMap<string, CompanyOutcomes>;

/** The validation outcomes a list holds for these companies (read by exports and the list pages). */
export async function contactOutcomes(
  db: Executor,
  listId: string,
  cnpjs: readonly string[],
): Promise<ContactOutcomes> {
  const out = new Map<string, CompanyOutcomes>();
  if (cnpjs.length === 0) return out;
  const [phoneRows, emailRows] = await Promise.all([
    db
      .select({ cnpj: phoneValidations.cnpj, phone: phoneValidations.phone, valid: phoneValidations.valid })
      .from(phoneValidations)
      .where(and(eq(phoneValidations.listId, listId), inArray(phoneValidations.cnpj, [...cnpjs]))),
    db
      .select({ cnpj: emailValidations.cnpj, email: emailValidations.email, result: emailValidations.result })
      .from(emailValidations)
      .where(and(eq(emailValidations.listId, listId), inArray(emailValidations.cnpj, [...cnpjs]))),
  ]);
  const of = (cnpj: string) => {
    const known = out.get(cnpj);
    if (known) return known;
    const company: CompanyOutcomes = { phones: new Map(), emails: new Map() };
    out.set(cnpj, company);
    return company;
  };
  for (const r of phoneRows) of(r.cnpj).phones.set(r.phone, r.valid);
  for (const r of emailRows) of(r.cnpj).emails.set(r.email.toLowerCase(), r.result);
  return out;
}
