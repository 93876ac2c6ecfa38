// What each validation button does, whether it can be pressed now (and why not), whether it asks first, and
// what the outcome box says of the run it started, following the run as the stats cards do. Validating costs
// no credit; a run that replaces results the list holds asks first, one that only adds to them does not.
import type {
  ValidationStartResponse,
  ValidationStatus,
  ValidationStatusResponse,
} from '@prospecta/contracts/validation-api';
import type { ValidationKind } from '@/features/validation/api/start-validation';
import { formatDateTime } from '@/lib/format';
import { availableAtOfRefusal } from './phone-request';

/** Said once above the buttons: none of them spends credits. */
export const VALIDATION_COST = 'Validar contatos não gasta créditos (nem de consulta, nem de exportação).';

export const VALIDATION_ACTIONS: Record<ValidationKind, { label: string; description: string }> = {
  emails: {
    label: 'Validar e-mails',
    description:
      'Confere todos os e-mails da lista: se o domínio recebe mensagens; os descartáveis e os genéricos (contato@, financeiro@…) ficam como “talvez”. Os resultados atuais são substituídos.',
  },
  phones: {
    label: 'Validar telefones',
    description:
      'Confere os telefones ainda não validados (os das empresas que entraram depois da última validação): formato, fixo ou celular, DDD da cidade da empresa e se outras empresas usam o mesmo número. Os já validados ficam como estão.',
  },
  request_phones: {
    label: 'Solicitar validação de telefones',
    description:
      'Valida de novo todos os telefones da lista, do zero: os resultados atuais são substituídos. Pode ser solicitada uma vez a cada 3 dias.',
  },
};

/** What the screen knows when it decides about a button. */
export type ValidationState = {
  status: ValidationStatusResponse | undefined;
  /** The list has no companies. */
  empty: boolean;
  /** Companies added after the last phone validation started (the list's count). */
  phonesAddedSince: number;
  /** The status could not be read. */
  statusFailed?: boolean;
  /** A phone request may be made now (not within 3 days of the last). */
  requestAvailable?: boolean;
};

const kindOf = (kind: ValidationKind): 'emails' | 'phones' => (kind === 'emails' ? 'emails' : 'phones');

/** The stored status of the run a button starts (both phone buttons start a phone run). */
export function statusOf(status: ValidationStatusResponse | undefined, kind: ValidationKind) {
  if (!status) return undefined;
  return kindOf(kind) === 'emails' ? status.emailsValidationStatus : status.phonesValidationStatus;
}

const startedAtOf = (status: ValidationStatusResponse | undefined, kind: ValidationKind) =>
  !status
    ? undefined
    : kindOf(kind) === 'emails'
      ? status.emailsValidationStartedAt
      : status.phonesValidationStartedAt;

/** Why the button cannot be pressed now, or null when it can. */
export function disabledReason(kind: ValidationKind, state: ValidationState): string | null {
  if (state.empty) return 'A lista ainda não tem empresas para validar.';
  const status = statusOf(state.status, kind);
  if (status === undefined)
    return state.statusFailed
      ? 'Não foi possível ler o estado da validação: recarregue a página.'
      : 'Carregando o estado da validação…';
  if (status === 'in progress')
    return kindOf(kind) === 'emails'
      ? 'Os e-mails estão sendo validados: aguarde o fim desta validação.'
      : 'Os telefones estão sendo validados: aguarde o fim desta validação.';
  // A finished phone run left nothing unchecked: "Validar telefones" would check nothing.
  if (kind === 'phones' && status === 'completed' && state.phonesAddedSince === 0)
    return state.requestAvailable === false
      ? 'Todos os telefones da lista já foram validados.'
      : 'Todos os telefones da lista já foram validados. Para validar todos de novo, solicite a validação de telefones.';
  return null;
}

/** The id of the line under the buttons that says an empty list has nothing to validate. */
export const VALIDATION_EMPTY_ID = 'validation-empty';

/**
 * The ids a button is described by: what it does and, right under it, why it cannot be pressed
 * (`validation-<kind>-about`); for an empty list also the one line that says so under all the buttons (written
 * once rather than under each, but read with each: a disabled button gets no hover or focus to show a tooltip).
 */
export function describedByOf(kind: ValidationKind, empty: boolean): string {
  const about = `validation-${kind}-about`;
  return empty ? `${about} ${VALIDATION_EMPTY_ID}` : about;
}

/** The results a run would replace, counted (0: nothing to lose). */
export type HeldResults = { valid: number; maybe?: number; invalid: number };

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

function heldText(held: HeldResults): string {
  const parts = [plural(held.valid, 'válido', 'válidos')];
  if (held.maybe !== undefined) parts.push(`${held.maybe.toLocaleString('pt-BR')} talvez`);
  parts.push(plural(held.invalid, 'inválido', 'inválidos'));
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

const heldTotal = (held: HeldResults | null) => (held ? held.valid + (held.maybe ?? 0) + held.invalid : 0);

/**
 * The question a button asks before it starts, or null when it starts at once: a run that replaces the
 * results the list holds asks (an e-mail run over results, every phone request, which also waits 3 days for
 * the next one); "Validar telefones" only adds to them and starts at once.
 */
export function confirmationOf(
  kind: ValidationKind,
  held: HeldResults | null,
  /** A run of this kind ended before (its results may not be counted yet: `held` null). */
  ranBefore = false,
): { title: string; message: string; confirm: string } | null {
  const has = heldTotal(held) > 0 && held !== null;
  if (kind === 'emails') {
    if (!has && !(ranBefore && held === null)) return null;
    const what = has ? `Os resultados atuais (${heldText(held)})` : 'Os resultados atuais';
    return {
      title: 'Validar os e-mails de novo?',
      message: `${what} serão substituídos pelos da nova validação, que confere todos os e-mails da lista. ${VALIDATION_COST}`,
      confirm: 'Validar de novo',
    };
  }
  if (kind === 'phones') return null;
  return {
    title: 'Solicitar a validação de todos os telefones?',
    message: `Todos os telefones da lista serão validados de novo, do zero${has ? `: os resultados atuais (${heldText(held)}) serão substituídos` : ''}. Uma nova solicitação só será possível 3 dias depois. ${VALIDATION_COST}`,
    confirm: 'Solicitar validação',
  };
}

/**
 * The run a button started: which, and its start as the server answered it; `nothing`: the server's word
 * when it started no run ("Validar telefones" with every phone already validated).
 */
export type StartedRun = { kind: ValidationKind; startedAt: string | null; nothing?: string };

/** What a start answer tells the outcome box: a run going, or why none started (any other status). */
export function startedRunOf(kind: ValidationKind, answer: ValidationStartResponse): StartedRun {
  return answer.status === 'in progress'
    ? { kind, startedAt: answer.startedAt }
    : { kind, startedAt: answer.startedAt, nothing: answer.message };
}

const WHAT = { emails: 'dos e-mails', phones: 'dos telefones' } as const;
const CARD = { emails: 'E-mails', phones: 'Telefones' } as const;

/**
 * The outcome box of a run started here, following it as its card does: started (until the status read
 * again says this run), then finished or failed. Its title stays the spec's "Success" (the run was accepted).
 */
export function startedRunText(
  run: StartedRun,
  status: ValidationStatusResponse | undefined,
): { text: string; color: 'blue' | 'teal' | 'red' } {
  if (run.nothing) return { text: run.nothing, color: 'teal' };
  const kind = kindOf(run.kind);
  const current: ValidationStatus | undefined =
    startedAtOf(status, run.kind) === run.startedAt ? statusOf(status, run.kind) : undefined;
  if (current === 'completed')
    return {
      text: `Validação ${WHAT[kind]} concluída: o resultado está no quadro ${CARD[kind]}.`,
      color: 'teal',
    };
  if (current === 'failed')
    return {
      text: `A validação ${WHAT[kind]} falhou: veja o quadro ${CARD[kind]} e valide de novo.`,
      color: 'red',
    };
  return {
    text: `Validação ${WHAT[kind]} iniciada: o andamento aparece no quadro ${CARD[kind]}. Você também será avisado nas notificações quando ela terminar.`,
    color: 'blue',
  };
}

/**
 * A refusal in the outcome box: a request made too soon says, in the app's own date format (Brasília, as
 * every date of the app), when a new one is possible; any other the server's message.
 */
export function refusalText(error: unknown): string {
  const availableAt = availableAtOfRefusal(error);
  if (availableAt)
    return `A validação de telefones desta lista já foi solicitada. Uma nova solicitação fica disponível em ${formatDateTime(availableAt)}.`;
  return error instanceof Error && error.message ? error.message : 'Não foi possível iniciar a validação.';
}
