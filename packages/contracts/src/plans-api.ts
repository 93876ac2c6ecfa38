// Plans (spec commerce §7.5 "Shop and plans", /upgrade_plans): the catalogue, the account's plan, and a change
// of plan asked for by the account's owner. There is no payment provider here: finishing a change sends the
// order to the sales team (e-mail), who confirm the price and apply it in the admin area (plan name, seats,
// credits); saving the plan's name there fulfils the order.
import { z } from 'zod';

export const PLANS_API_PATHS = {
  current: '/api/account_plan/current',
  available: '/api/account_plan/list_available_plans',
  selected: '/api/account_plan/selected',
  select: '/api/account_plan/select_plan_to_update/:planId',
  remove: '/api/account_plan/remove_selected_plan/:id',
  finish: '/api/account_plan/finish_update',
  contactSales: '/api/account_plan/contact_inside_sales',
  next: '/api/account_plan/next',
  /** The spec's "User's plan": a user has their account's plan, so the same answer as `current`. */
  userPlan: '/api/account_subscription/get_user_plan',
} as const;

/**
 * The plans on sale; a price of null is agreed with the sales team ("Sob consulta"). A seat beyond the plan's
 * own users costs `additional_user_price_cents` a month (cheaper than the plan's price per user).
 */
export const PLANS = [
  {
    id: 'essencial',
    name: 'Plano Essencial',
    monthly_price_cents: 29_900,
    additional_user_price_cents: 9_990,
    click_credits: 150,
    export_credits: 300,
    users: 2,
    unlimited_click: false,
  },
  {
    id: 'pro',
    name: 'Plano Pro',
    monthly_price_cents: 69_900,
    additional_user_price_cents: 5_990,
    click_credits: 500,
    export_credits: 1_000,
    users: 10,
    unlimited_click: false,
  },
  {
    id: 'avancado',
    name: 'Plano Avançado',
    monthly_price_cents: 149_900,
    additional_user_price_cents: 4_990,
    click_credits: 2_000,
    export_credits: 5_000,
    users: 25,
    unlimited_click: false,
  },
  {
    id: 'enterprise',
    name: 'Plano Enterprise',
    monthly_price_cents: null,
    additional_user_price_cents: null,
    click_credits: null,
    export_credits: 20_000,
    users: 100,
    unlimited_click: true,
  },
] as const satisfies readonly Plan[];

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthly_price_cents: z.number().int().nullable(),
  /** A month's price of each user beyond the plan's `users`; null: agreed with the sales team. */
  additional_user_price_cents: z.number().int().nullable(),
  /** Consultas a month; null with unlimited_click. */
  click_credits: z.number().int().nullable(),
  export_credits: z.number().int(),
  users: z.number().int(),
  unlimited_click: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const planByName = (name: string | null | undefined): Plan | null =>
  PLANS.find((plan) => plan.name === name) ?? null;

/** Seats an order may add to the plan's own. */
export const MAX_ADDITIONAL_USERS = 100;

export const PLAN_MESSAGES = {
  ordered: 'Pedido de assinatura feito com sucesso!',
  salesContact: 'Um dos nossos consultores entrará em contato com você em breve',
  ownersOnlyTitle: 'Você não tem permissão para efetuar essa compra',
  ownersOnly: 'Apenas usuários proprietários podem contratar assinaturas!',
  unknownPlan: 'Plano não encontrado',
  samePlan: 'Este já é o plano da sua conta',
  noSelection: 'Escolha um plano antes de enviar o pedido',
  alreadySent: 'Este pedido já foi enviado à nossa equipe comercial',
  sentOrderOpen:
    'Já há um pedido enviado à nossa equipe comercial: envie o novo pedido para substituí-lo, ou cancele o enviado',
  cancelled: 'Pedido cancelado',
  /** A choice never sent, removed ("Cancelar escolha"): the web app's word for it. */
  choiceCancelled: 'Escolha cancelada: nenhum pedido foi enviado',
  noOrder: 'Pedido não encontrado',
  contactMessage: 'Conte em poucas palavras como podemos ajudar',
  salesContactLimitTitle: 'Mensagem já recebida',
  salesContactLimit:
    'Você já escreveu ao nosso time comercial há pouco, e um consultor vai responder pelo seu e-mail. Se precisar, escreva de novo em até uma hora.',
  additionalUsers: `Usuários adicionais: de 0 a ${MAX_ADDITIONAL_USERS}`,
} as const;

/** GET current: the account's plan as the catalogue knows it (null for a plan outside it, "Interno" say). */
export const currentPlanResponseSchema = z.object({
  name: z.string().nullable(),
  plan: planSchema.nullable(),
  max_users_count: z.number().int(),
  active_users: z.number().int(),
});
export type CurrentPlanResponse = z.infer<typeof currentPlanResponseSchema>;

export const availablePlansResponseSchema = z.object({ plans: z.array(planSchema) });

/** An order: chosen (`selected`), then sent to the sales team (`requested`). */
export const planOrderSchema = z.object({
  id: z.string(),
  plan: planSchema,
  status: z.enum(['selected', 'requested']),
  additional_users: z.number().int(),
  speedmail: z.boolean(),
  ordered_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  requested_at: z.string().nullable(),
  /** When the owner signed the order's contract, null while unsigned (contract-api.ts). */
  contract_signed_at: z.string().nullable(),
  /** Who signed it (the signer's name as typed on the contract), null while unsigned. */
  contract_signed_by: z.string().nullable(),
});
export type PlanOrder = z.infer<typeof planOrderSchema>;

export const selectedPlanResponseSchema = z.object({ selected: planOrderSchema.nullable() });
export type SelectedPlanResponse = z.infer<typeof selectedPlanResponseSchema>;

export const planIdParamsSchema = z.object({ planId: z.string().max(40) });
export const orderIdParamsSchema = z.object({ id: z.uuid({ error: PLAN_MESSAGES.noOrder }) });

export const finishUpdateBodySchema = z.strictObject({
  /**
   * The plan sent (ours): another plan than the open order's replaces that order only now, as it is sent (one
   * already with the sales team is cancelled, and they and the owner are told); without it, the order chosen.
   */
  plan_id: z.string().max(40).optional(),
  speedmail: z.boolean({ error: 'speedmail deve ser verdadeiro ou falso' }).optional(),
  additional_users: z
    .number({ error: PLAN_MESSAGES.additionalUsers })
    .int({ error: PLAN_MESSAGES.additionalUsers })
    .min(0, { error: PLAN_MESSAGES.additionalUsers })
    .max(MAX_ADDITIONAL_USERS, { error: PLAN_MESSAGES.additionalUsers })
    .optional(),
  origin: z.string().trim().max(60, 'Origem muito longa').optional(),
});
export type FinishUpdateBody = z.input<typeof finishUpdateBodySchema>;

/** The answer to an order sent in place of one the sales team already had. */
export const planOrderedReplacingMessage = (replacedPlanName: string): string =>
  `${PLAN_MESSAGES.ordered} O pedido do ${replacedPlanName} foi cancelado.`;

export const finishUpdateResponseSchema = z.object({ message: z.string(), order: planOrderSchema });

/** The longest message to the sales team (the dialog counts towards it). */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;

export const contactSalesBodySchema = z.strictObject({
  plan_id: z.string().max(40).optional(),
  message: z
    .string({ error: PLAN_MESSAGES.contactMessage })
    .trim()
    .min(3, PLAN_MESSAGES.contactMessage)
    .max(CONTACT_MESSAGE_MAX_LENGTH, 'A mensagem deve ter no máximo 1.000 caracteres'),
});
export type ContactSalesBody = z.input<typeof contactSalesBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** "R$ 699,00" (cents in reais, pt-BR). */
export const centsText = (cents: number): string =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** A monthly price: "R$ 699,00/mês", or "Sob consulta" where the catalogue has none. */
export const monthlyPriceText = (cents: number | null): string =>
  cents === null ? 'Sob consulta' : `${centsText(cents)}/mês`;

/** The plan's own price: "R$ 699,00/mês", or "Sob consulta". */
export function planPriceText(plan: Pick<Plan, 'monthly_price_cents'>): string {
  return monthlyPriceText(plan.monthly_price_cents);
}

/**
 * An order's monthly price as the catalogue sets it: the plan, its extra seats (count × the seat's price) and
 * their sum. Each is null where the catalogue has no price ("Sob consulta"); the extra seats cost 0 when none
 * are ordered. The sales team confirms the values before the plan is activated.
 */
export function planOrderEstimate(
  plan: Pick<Plan, 'monthly_price_cents' | 'additional_user_price_cents'>,
  additionalUsers: number,
): { plan_cents: number | null; additional_cents: number | null; total_cents: number | null } {
  const extra = Math.max(0, additionalUsers);
  // `?? null`: a plan read from a server older than the seat price has none (never "R$ NaN").
  const seat = plan.additional_user_price_cents ?? null;
  const additional = extra === 0 ? 0 : seat === null ? null : extra * seat;
  const total =
    plan.monthly_price_cents === null || additional === null ? null : plan.monthly_price_cents + additional;
  return { plan_cents: plan.monthly_price_cents, additional_cents: additional, total_cents: total };
}

/**
 * Seats an order is short of the account's active users (0 when the plan and its extra seats cover them):
 * that many users would have to be turned off, or added as extra seats, when the plan is activated.
 */
export function planOrderSeatsShort(activeUsers: number, planUsers: number, additionalUsers: number): number {
  return Math.max(0, activeUsers - planUsers - Math.max(0, additionalUsers));
}

/** GET next?credits=&type=: the credits a user needs in a month (an add to a list, an export, consultations). */
export const NEXT_PLAN_MESSAGES = {
  credits: 'Informe quantos créditos são necessários: um número inteiro de 1 a 1.000.000',
  type: 'Tipo de crédito: export ou click',
} as const;
export const nextPlanQuerySchema = z.object({
  credits: z.coerce
    .number({ error: NEXT_PLAN_MESSAGES.credits })
    .int({ error: NEXT_PLAN_MESSAGES.credits })
    .min(1, { error: NEXT_PLAN_MESSAGES.credits })
    .max(1_000_000, { error: NEXT_PLAN_MESSAGES.credits }),
  type: z.enum(['export', 'click'], { error: NEXT_PLAN_MESSAGES.type }).default('export'),
});
export type NextPlanQuery = z.input<typeof nextPlanQuerySchema>;
export const nextPlanResponseSchema = z.object({ plan: planSchema.nullable() });

/**
 * The plan to offer who needs `credits` of `type` a month: the cheapest catalogue plan above the account's own
 * (the catalogue is in price order; a plan outside it counts as below every one) whose month holds them —
 * unlimited consultations hold any number —; null when none does (the sales team then: "Fale com um consultor").
 */
export function nextPlanFor(credits: number, type: 'export' | 'click', current: Plan | null): Plan | null {
  const rank = current ? PLANS.findIndex((plan) => plan.id === current.id) : -1;
  const holds = (plan: Plan) =>
    type === 'export'
      ? plan.export_credits >= credits
      : plan.unlimited_click || (plan.click_credits ?? 0) >= credits;
  return PLANS.find((plan, index) => index > rank && holds(plan)) ?? null;
}
