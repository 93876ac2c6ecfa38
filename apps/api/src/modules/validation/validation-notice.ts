// The notification of a finished validation (as exports notify their outcome): the user who started the run
// learns it ended, with its figures, without keeping the list's tab open.
import type { Executor } from '@/db/client.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import * as repo from './validation.repository.ts';

type Run = { accountId: string; userId: string | null; listId: string; listName: string };

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** "120 válidos e 6 inválidos de 126 telefones." */
export function phoneSummary(c: { tested: number; valid: number; invalid: number }): string {
  if (c.tested === 0) return 'A lista não tem telefones para validar.';
  return `${count(c.valid, 'válido', 'válidos')} e ${count(c.invalid, 'inválido', 'inválidos')} de ${count(c.tested, 'telefone', 'telefones')}.`;
}

/** "80 válidos, 10 talvez e 5 inválidos de 95 e-mails." */
export function emailSummary(c: { valid: number; maybe: number; invalid: number }): string {
  const total = c.valid + c.maybe + c.invalid;
  if (total === 0) return 'A lista não tem e-mails para validar.';
  return `${count(c.valid, 'válido', 'válidos')}, ${c.maybe.toLocaleString('pt-BR')} talvez e ${count(c.invalid, 'inválido', 'inválidos')} de ${count(total, 'e-mail', 'e-mails')}.`;
}

const WHAT = { phones: 'telefones', emails: 'e-mails' } as const;

/** The run ended with every contact checked: its figures. */
export async function notifyValidationDone(db: Executor, kind: repo.ValidationKind, run: Run) {
  if (!run.userId) return;
  const summary =
    kind === 'phones'
      ? phoneSummary(await repo.phoneCounts(db, run.accountId, run.listId))
      : emailSummary(await repo.emailCounts(db, run.accountId, run.listId));
  await notify(db, {
    userId: run.userId,
    accountId: run.accountId,
    type: 'validation_success',
    title: `Validação de ${WHAT[kind]} concluída`,
    message: `Lista “${run.listName}”: ${summary}`,
    data: { listId: run.listId, kind },
  });
}

/** The run's last attempt failed. */
export async function notifyValidationFailed(db: Executor, kind: repo.ValidationKind, run: Run) {
  if (!run.userId) return;
  await notify(db, {
    userId: run.userId,
    accountId: run.accountId,
    type: 'validation_error',
    title: `A validação de ${WHAT[kind]} falhou`,
    message: `Lista “${run.listName}”: valide de novo na aba Validação de contatos.`,
    data: { listId: run.listId, kind },
  });
}
