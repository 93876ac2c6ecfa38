// The plan's contract and the client handoff (spec commerce §4 "Plan change: a plan is selected, its contract
// signed, then finished", §7.5 `PUT account_plan/update_signed_contract/{id}`; routes `/contrato/{id}` "Client
// handoff page. Content is not shown." and the control panel's `handoff`). Ours, since the spec shows no
// content: an order sent to the sales team (`finish_update`) has a contract, read at `/contrato/{orderId}` by the
// account's users and by staff, and signed by the account's owner with an electronic acceptance (the company's
// CNPJ and name, the signer's name, CPF and role, "Li e aceito"); the signature freezes the clauses read. Then
// the client is handed off to customer success: the account tells its CS what it wants from Prospecta (goal,
// ideal customer, CRM, team), read by staff in the account's drawer and kept up to date in `/user/handoff`.
// Nothing is charged in the app: the sales team still activates the plan in the admin area, signed or not.
// A signed order stays cancellable and replaceable by its owner: the signed contract then no longer holds, and
// the cancellation's e-mails (to the sales team, the account's CS and the owner) and the screen's confirmation
// say so (`signedContractVoidText`). Each save of the handoff is kept for the CS to read in the admin area (the
// e-mail goes at most once an hour), so the save's message says the CS can see it, not that it was sent.
import { z } from 'zod';
import { BR_PHONE_DIGITS, punctuatedDigitsSchema } from './account-users-api.ts';
import { formatCnpj, isValidCnpj, isValidCpf, normalizeDocument } from './cnpj.ts';
import { EXPORT_TOOL_NAMES, EXPORT_TOOLS } from './exports-api.ts';
import { centsText, type Plan, planOrderEstimate, planSchema } from './plans-api.ts';

export const CONTRACT_API_PATHS = {
  /** Ours: one contract as its page shows it. */
  view: '/api/account_plan/contract/:id',
  /** The spec's call: the owner signs. */
  sign: '/api/account_plan/update_signed_contract/:id',
  /** Ours: the account's contracts, newest first, with its CS (the control panel's handoff tab). */
  list: '/api/account_plan/contracts',
  /** Ours: what the account told its CS (GET, PUT). */
  handoff: '/api/account/handoff',
  /** Ours, staff: an account's handoff and contracts (the admin drawer). */
  adminHandoff: '/api/admin/account/:id/handoff',
} as const;

/** The web app's routes. */
export const contractPath = (orderId: string) => `/contrato/${encodeURIComponent(orderId)}`;
export const HANDOFF_PANEL_PATH = '/user/handoff';

/** The clauses' wording; a signed contract keeps the version (and the text) it was signed with. */
export const CONTRACT_TEXT_VERSION = 1;
/** How many months a signed contract runs from the plan's activation, renewed for as long again. */
export const CONTRACT_TERM_MONTHS = 12;
/** The notice either side gives to end it. */
export const CONTRACT_NOTICE_DAYS = 30;

export const CONTRACT_MESSAGES = {
  notFound: 'Contrato não encontrado',
  signed: 'Contrato assinado com sucesso!',
  alreadySigned: 'Este contrato já foi assinado',
  ownersOnly: 'Apenas o proprietário da conta pode assinar o contrato',
  notSignable: 'Este pedido não está mais aberto: o contrato não pode ser assinado',
  acceptRequired: 'Marque que leu e aceita os termos do contrato',
  companyCnpjInvalid: 'CNPJ da empresa contratante inválido',
  companyNameRequired: 'Informe a razão social da empresa contratante',
  signerNameRequired: 'Informe seu nome completo',
  signerCpfInvalid: 'CPF inválido',
  signerRoleRequired: 'Informe seu cargo',
  tooLong: (max: number) => `Texto longo demais: no máximo ${max} caracteres`,
  handoffSaved: 'Informações salvas: seu time de sucesso do cliente já pode vê-las',
  handoffGoalRequired:
    'Conte em poucas palavras o que sua equipe quer alcançar com o Prospecta (ao menos 10 caracteres)',
  handoffTeamSize: 'Tamanho do time: um número inteiro de 1 a 10.000',
  handoffPhone: 'Telefone inválido: DDD e número, 10 ou 11 dígitos',
  handoffCrm: 'Escolha uma das opções de CRM',
  handoffEditors: 'Apenas o proprietário ou um gerente da conta pode alterar estas informações',
  staffNoHandoff: 'A equipe interna não tem contrato nem handoff próprios',
} as const;
const M = CONTRACT_MESSAGES;

/**
 * Where the contract is: waiting for the owner's signature (the order sent), signed (waiting for the sales team
 * to activate the plan), active (the plan applied by staff, signed or not: `update_plan_without_contract`), or
 * cancelled (the order cancelled or replaced).
 */
export const CONTRACT_STATUSES = ['awaiting_signature', 'signed', 'active', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  awaiting_signature: 'Aguardando assinatura',
  signed: 'Assinado',
  active: 'Plano ativado',
  cancelled: 'Cancelado',
};

/** What the contract sells: the order's plan and seats, priced by the catalogue. */
export type ContractTerms = {
  plan: Plan;
  additional_users: number;
  speedmail: boolean;
};
/** Who buys: filled in by the signer; null before the signature (the text then shows a placeholder). */
export type ContractParty = { company_name: string; company_cnpj: string } | null;

export type ContractClause = { title: string; text: string };

const usersText = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'usuário' : 'usuários'}`;

/**
 * The contract's clauses (version `CONTRACT_TEXT_VERSION`), one implementation for the page that shows them
 * while the owner types the company's data and for the API, which renders them again from the order and the
 * signature's data, stores them and hashes them (sha256 of `contractText`): what was signed is what was read.
 */
export function contractClauses(terms: ContractTerms, party: ContractParty): ContractClause[] {
  const { plan } = terms;
  const users = plan.users + Math.max(0, terms.additional_users);
  const estimate = planOrderEstimate(plan, terms.additional_users);
  const buyer = party
    ? `${party.company_name.trim()}, CNPJ ${formatCnpj(party.company_cnpj)}`
    : 'a empresa contratante (razão social e CNPJ informados na assinatura)';
  const clicks =
    plan.unlimited_click || plan.click_credits === null
      ? 'consultas ilimitadas'
      : `${plan.click_credits.toLocaleString('pt-BR')} créditos de consulta por mês`;
  const price =
    estimate.total_cents === null
      ? 'o valor mensal da proposta comercial enviada pela equipe do Prospecta, que passa a fazer parte deste contrato'
      : `${centsText(estimate.total_cents)} por mês${
          terms.additional_users > 0 && estimate.additional_cents !== null
            ? ` (${plan.name} ${centsText(plan.monthly_price_cents ?? 0)} e ${usersText(terms.additional_users)} adicionais ${centsText(estimate.additional_cents)})`
            : ''
        }`;
  return [
    {
      title: '1. Partes',
      text: `Contratante: ${buyer}, representada por quem assina abaixo. Contratada: Prospecta, plataforma de prospecção de empresas.`,
    },
    {
      title: '2. Objeto',
      text: `Acesso ao Prospecta no ${plan.name} para até ${usersText(users)}, com ${clicks} e ${plan.export_credits.toLocaleString('pt-BR')} créditos de exportação por mês${
        terms.speedmail ? ', e o aplicativo Speedmail' : ''
      }: busca de empresas do cadastro de CNPJ da Receita Federal, listas, validação de contatos e exportação para planilhas e CRMs.`,
    },
    {
      title: '3. Preço e pagamento',
      text: `A contratante paga ${price}. A cobrança é mensal, a partir da ativação do plano, pelo meio de pagamento combinado com a equipe comercial; nada é cobrado dentro da plataforma.`,
    },
    {
      title: '4. Vigência',
      text: `O contrato vale por ${CONTRACT_TERM_MONTHS} meses a partir da ativação do plano e se renova por iguais períodos. Qualquer das partes pode encerrá-lo com aviso de ${CONTRACT_NOTICE_DAYS} dias; os meses já iniciados não são devolvidos.`,
    },
    {
      title: '5. Créditos',
      text: 'Os créditos do plano são concedidos a cada mês de vigência, com a validade mostrada em Planos e créditos. Créditos vencidos não são devolvidos nem convertidos em dinheiro.',
    },
    {
      title: '6. Dados e LGPD',
      text: 'Os dados das empresas vêm dos dados abertos do cadastro de CNPJ da Receita Federal e de fontes públicas. A contratante usa os contatos para prospecção entre empresas conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018) e atende a quem pedir para não ser mais contatado.',
    },
    {
      title: '7. Uso da conta',
      text: 'Cada usuário tem acesso pessoal: a contratante não compartilha senhas nem revende os dados obtidos na plataforma.',
    },
    {
      title: '8. Aceite eletrônico',
      text: 'Este contrato é aceito eletronicamente. O nome, o CPF e o cargo de quem assina, a data, a hora e o endereço IP ficam registrados e valem como assinatura (art. 10, § 2º, da Medida Provisória 2.200-2/2001). Fica eleito o foro do domicílio da contratante.',
    },
  ];
}

/** The clauses as one text: what the API hashes and keeps with the signature. */
export const contractText = (clauses: readonly ContractClause[]): string =>
  clauses.map((clause) => `${clause.title}\n${clause.text}`).join('\n\n');

/** The length of the clauses' sha256 prefix shown as "Código de verificação" (page and owner's e-mail). */
export const VERIFICATION_CODE_LENGTH = 16;
/** "Código de verificação": the first characters of the clauses' sha256, upper case (the page and the e-mail). */
export const verificationCode = (sha256: string): string =>
  sha256.slice(0, VERIFICATION_CODE_LENGTH).toUpperCase();

/** "01/12/2026": a day as Brasília (where the owner and the sales team are) counts it. */
const brasiliaDay = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(
    new Date(iso),
  );

/** "Contrato assinado em 30/11/2026 por Fulana" (the plans banner, staff's "Plano" tab), the signer where known. */
export function signedContractText(signedAt: string, signerName?: string | null): string {
  const by = signerName?.trim() ? ` por ${signerName.trim()}` : '';
  return `Contrato assinado em ${brasiliaDay(signedAt)}${by}`;
}

/**
 * A signed order cancelled or replaced: "O contrato assinado em 01/12/2026 por Fulano deixa de valer." (without
 * the signer where it is not known, as on the plans screen's confirmation).
 */
export function signedContractVoidText(signedAt: string, signerName?: string | null): string {
  const by = signerName?.trim() ? ` por ${signerName.trim()}` : '';
  return `O contrato assinado em ${brasiliaDay(signedAt)}${by} deixa de valer.`;
}

/** "***.456.789-**": how a signer's CPF is shown to anyone once signed. */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

const text = (min: number, max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(min, { error: required })
    // A text too long stops here: the checks after it never run over it (a 200 000-character name).
    .max(max, { error: M.tooLong(max), abort: true });

/** PUT update_signed_contract/:id. */
export const signContractBodySchema = z.strictObject({
  company_cnpj: z
    .string({ error: M.companyCnpjInvalid })
    .max(40, { error: M.companyCnpjInvalid })
    .transform(normalizeDocument)
    .refine(isValidCnpj, { error: M.companyCnpjInvalid }),
  company_name: text(2, 200, M.companyNameRequired),
  // Trimmed already: a space inside means two words. (`/\S+\s+\S+/` backtracked over a long name with no
  // space, quadratic: a 200 000-character one held the server for half a minute.)
  signer_name: text(3, 120, M.signerNameRequired).refine((name) => /\s/.test(name), {
    error: M.signerNameRequired,
  }),
  signer_cpf: z
    .string({ error: M.signerCpfInvalid })
    .max(40, { error: M.signerCpfInvalid })
    // Digits with the usual punctuation only: letters are refused, never stripped ("529a982b247c25").
    .regex(/^[\d\s.-]*$/, { error: M.signerCpfInvalid })
    .transform((value) => value.replace(/\D/g, ''))
    .refine(isValidCpf, { error: M.signerCpfInvalid }),
  signer_role: text(2, 80, M.signerRoleRequired),
  accepted: z.literal(true, { error: M.acceptRequired }),
});
export type SignContractBody = z.input<typeof signContractBodySchema>;

export const contractIdParamsSchema = z.object({ id: z.uuid({ error: M.notFound }) });

const person = z.object({ id: z.string(), name: z.string() });

export const contractSignatureSchema = z.object({
  company_name: z.string(),
  /** Formatted ("12.345.678/0001-95"). */
  company_cnpj: z.string(),
  signer_name: z.string(),
  /** Masked (`maskCpf`). */
  signer_cpf: z.string(),
  signer_role: z.string(),
  signed_by: person,
  signed_at: z.string(),
  /** sha256 (hex) of `contractText` of the clauses signed. */
  text_sha256: z.string(),
  text_version: z.number().int(),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** GET contract/:id; also the answer to a signature (with `message`). */
export const contractViewSchema = z.object({
  id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  account: z.object({ id: z.string(), name: z.string() }),
  plan: planSchema,
  additional_users: z.number().int(),
  speedmail: z.boolean(),
  ordered_by: person,
  requested_at: z.string(),
  /** When staff activated the plan (status active). */
  activated_at: z.string().nullable(),
  /** When the order was cancelled or replaced (status cancelled). */
  cancelled_at: z.string().nullable(),
  /** The owner, who signs (named to the others: "Fulano, proprietário da conta, assina"). */
  owner: person.nullable(),
  signature: contractSignatureSchema.nullable(),
  /** The clauses signed, or those the owner would sign now (with the placeholder party). */
  clauses: z.array(z.object({ title: z.string(), text: z.string() })),
  /** The caller may sign it now (the owner, awaiting signature). */
  can_sign: z.boolean(),
});
export type ContractView = z.infer<typeof contractViewSchema>;
export const signContractResponseSchema = z.object({ message: z.string(), contract: contractViewSchema });

export const contractSummarySchema = z.object({
  id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  plan_name: z.string(),
  requested_at: z.string(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** The account's customer-success owner, as the customer sees them. */
export const successContactSchema = z.object({ name: z.string(), email: z.string() }).nullable();

/** GET contracts: the account's sent orders' contracts (newest first, at most 20). */
export const contractListResponseSchema = z.object({
  contracts: z.array(contractSummarySchema),
  cs: successContactSchema,
  owner: person.nullable(),
});
export type ContractListResponse = z.infer<typeof contractListResponseSchema>;

/**
 * The CRM the team uses today: the tools Prospecta exports to, by their proper names (`EXPORT_TOOL_NAMES`, our
 * own texts' names; the spec's spellings are for its own messages), then the usual other answers.
 */
export const HANDOFF_CRM_OPTIONS = [...EXPORT_TOOLS, 'planilhas', 'outro', 'nenhum'] as const;
export type HandoffCrm = (typeof HANDOFF_CRM_OPTIONS)[number];
export const HANDOFF_CRM_LABELS: Record<HandoffCrm, string> = {
  ...EXPORT_TOOL_NAMES,
  planilhas: 'Planilhas',
  outro: 'Outro CRM',
  nenhum: 'Ainda não usamos CRM',
};

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: M.tooLong(max) })
    .transform((value) => value || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** PUT handoff: what the account tells its CS. Only the goal is required. */
export const handoffBodySchema = z.strictObject({
  goal: text(10, 1000, M.handoffGoalRequired),
  ideal_customer: optionalText(1000),
  crm: z
    .enum(HANDOFF_CRM_OPTIONS, { error: M.handoffCrm })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  team_size: z
    .number({ error: M.handoffTeamSize })
    .int({ error: M.handoffTeamSize })
    .min(1, { error: M.handoffTeamSize })
    .max(10_000, { error: M.handoffTeamSize })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  contact_name: optionalText(120),
  /** Digits only once parsed (the contact's phone or WhatsApp). */
  contact_phone: punctuatedDigitsSchema(BR_PHONE_DIGITS, M.handoffPhone)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type HandoffBody = z.input<typeof handoffBodySchema>;

export const handoffSchema = z.object({
  goal: z.string(),
  ideal_customer: z.string().nullable(),
  crm: z.enum(HANDOFF_CRM_OPTIONS).nullable(),
  team_size: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  updated_at: z.string(),
  updated_by: person,
});
export type Handoff = z.infer<typeof handoffSchema>;

/** GET handoff (and PUT's answer, with `message`). */
export const handoffResponseSchema = z.object({
  handoff: handoffSchema.nullable(),
  /** The owner and managers edit; the others read. */
  can_edit: z.boolean(),
});
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;
export const saveHandoffResponseSchema = handoffResponseSchema.extend({ message: z.string() });

/** GET admin/account/:id/handoff (staff). */
export const adminHandoffResponseSchema = z.object({
  handoff: handoffSchema.nullable(),
  contracts: z.array(contractSummarySchema),
});
export type AdminHandoffResponse = z.infer<typeof adminHandoffResponseSchema>;
