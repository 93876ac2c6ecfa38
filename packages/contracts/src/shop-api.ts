// The shop of add-on apps (spec commerce §1, §2 /shop, §4 "Subscription flow", §7.5, §8 "Subscription cancel").
// As with plans, nothing is charged in the app: the owner's order goes to the sales team by e-mail; staff then
// activate it (PUT shop/:id/sign_contract: the signed contract recorded) or refuse it; the owner may cancel a
// requested or active subscription, and the sales team is told.
import { z } from 'zod';
import { monthlyPriceText } from './plans-api.ts';

export const SHOP_API_PATHS = {
  available: '/api/shop/list_available_additionals',
  subscriptions: '/api/shop/account_subscriptions_with_prices',
  cancel: '/api/shop/cancel_additional_item',
  subscription: '/api/shop/subscription',
  contract: '/api/shop/contract_an_additional/:name',
  status: '/api/shop/get_subscription_status',
  canContract: '/api/shop/can_contract_item',
  /** Staff: the signed contract is recorded, the subscription becomes active. */
  signContract: '/api/shop/:id/sign_contract',
  /** Staff (ours): the order is refused. */
  refuse: '/api/shop/:id/refuse',
  /** Staff (ours): every account's subscriptions, pending first. */
  adminList: '/api/admin/shop/subscriptions',
} as const;

export const SHOP_CODE_NAMES = [
  'anotation-app',
  'mailerweb-app',
  'speedmail-app',
  'record-app',
  'export-oracle',
  'whatsapp-automation-app',
] as const;
export type ShopCodeName = (typeof SHOP_CODE_NAMES)[number];

/** Shown only to users with the `show_speedmail_app` flag (spec §2); hidden, it is "not found". */
export const SPEEDMAIL_CODE_NAME = 'speedmail-app' satisfies ShopCodeName;

export const shopItemSchema = z.object({
  code_name: z.enum(SHOP_CODE_NAMES),
  name: z.string(),
  /** What the app does for a sales team, in one or two sentences. */
  description: z.string(),
  category: z.string(),
  /** A month's price in cents; null: agreed with the sales team ("Sob consulta"). */
  price_cents: z.number().int().nullable(),
  price_type: z.enum(['monthly', 'on_request']),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

export const SHOP_ITEMS = [
  {
    code_name: 'anotation-app',
    name: 'Anotações de prospecção',
    description:
      'Registre o que foi conversado em cada contato com uma empresa e deixe o histórico à vista do time, para que ninguém repita a mesma abordagem.',
    category: 'Produtividade',
    price_cents: 4_990,
    price_type: 'monthly',
  },
  {
    code_name: 'mailerweb-app',
    name: 'Mailerweb',
    description:
      'Crie e envie campanhas de e-mail marketing para os seus contatos e acompanhe aberturas, cliques e descadastros de cada envio.',
    category: 'E-mail',
    price_cents: 9_990,
    price_type: 'monthly',
  },
  {
    code_name: 'speedmail-app',
    name: 'Speedmail',
    description:
      'Monte cadências de e-mails de prospecção com envios programados e veja quem abriu e quem respondeu, para o vendedor ligar na hora certa.',
    category: 'E-mail',
    price_cents: 14_990,
    price_type: 'monthly',
  },
  {
    code_name: 'record-app',
    name: 'Gravação de ligações',
    description:
      'Grave as ligações de prospecção do time para ouvir depois, treinar quem está chegando e conferir o que foi combinado com o cliente.',
    category: 'Ligações',
    price_cents: 7_990,
    price_type: 'monthly',
  },
  {
    code_name: 'export-oracle',
    name: 'Exportação para Oracle',
    description:
      'Leve as empresas prospectadas para o sistema Oracle da sua empresa sem passar por planilhas. A conexão com o seu ambiente é configurada com a nossa equipe.',
    category: 'Integrações',
    price_cents: null,
    price_type: 'on_request',
  },
  {
    code_name: 'whatsapp-automation-app',
    name: 'Automação de WhatsApp',
    description:
      'Programe sequências de mensagens de WhatsApp para os seus contatos de prospecção e acompanhe as respostas do time em um só lugar.',
    category: 'Mensagens',
    price_cents: 12_990,
    price_type: 'monthly',
  },
] as const satisfies readonly ShopItem[];

export const shopItemOf = (codeName: string): ShopItem | null =>
  SHOP_ITEMS.find((item) => item.code_name === codeName) ?? null;

/** "R$ 49,90/mês" or "Sob consulta". */
export const shopPriceText = (item: Pick<ShopItem, 'price_cents'>): string =>
  monthlyPriceText(item.price_cents);

/** The terms the owner confirms before ordering (the confirmation dialog and the e-mails say them). */
export const SHOP_TERMS = [
  'Nada é cobrado agora: o pedido vai para a nossa equipe comercial, que confirma com você e ativa o app.',
  'A assinatura é mensal, sem fidelidade, e a cobrança começa na ativação, na mesma fatura do seu plano.',
  'Você pode cancelar quando quiser, na Loja, em Gerenciar assinaturas; avisamos a equipe comercial, que encerra a cobrança.',
] as const;
/** The extra line of an app "sob consulta". */
export const SHOP_ON_REQUEST_TERM = 'O valor deste app é combinado com a nossa equipe antes da ativação.';

export const SHOP_MESSAGES = {
  /** Spec §8 "Subscription cancel", verbatim. */
  alreadyCancelled: 'Sua assinatura já foi cancelada!',
  notYours: 'Você não possuí essa assinatura!',
  ownersOnlyCancel: 'Apenas usuários owner podem cancelar assinaturas!',
  cancelled: 'Assinatura cancelada com sucesso!',
  /** Spec §8 "Contracting": what the owner hears when staff activate the app. */
  contracted: 'Assinatura contratada com sucesso!',
  /** Spec §8 (a subscription order, as the plans say it). */
  ordered: 'Pedido de assinatura feito com sucesso!',
  ownersOnlyTitle: 'Você não tem permissão para efetuar essa compra',
  ownersOnly: 'Apenas usuários proprietários podem contratar assinaturas!',
  unknownItem: 'App não encontrado na loja',
  alreadyRequested: 'O pedido deste app já está com a nossa equipe comercial',
  alreadyActive: 'Este app já está ativo na sua conta',
  acceptTerms: 'Confirme que leu as condições para enviar o pedido',
  refusedNotCancellable: 'Este pedido foi recusado pela nossa equipe: não há assinatura para cancelar',
  notPending: 'Este pedido não está mais aguardando ativação',
  activated: 'App ativado: o cliente foi avisado por e-mail',
  refused: 'Pedido recusado: o cliente foi avisado por e-mail',
} as const;

export const SUBSCRIPTION_STATUSES = ['requested', 'active', 'refused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** An app's state for the account: its latest subscription's status, or `none`. */
export type AppState = SubscriptionStatus | 'none';

export const APP_STATE_LABELS: Record<AppState, string> = {
  none: 'Não contratado',
  requested: 'Pedido enviado',
  active: 'Ativo',
  refused: 'Pedido recusado',
  cancelled: 'Cancelado',
};

export const subscriptionSchema = z.object({
  id: z.string(),
  code_name: z.enum(SHOP_CODE_NAMES),
  name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The monthly price when ordered; null: "sob consulta". */
  price_cents: z.number().int().nullable(),
  requested_by: z.object({ id: z.string(), name: z.string() }),
  requested_at: z.string(),
  activated_at: z.string().nullable(),
  /** When it was refused or cancelled. */
  closed_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const availableItemsResponseSchema = z.object({ items: z.array(shopItemSchema) });

/** The account's subscriptions (open ones first, then the history, newest first) and the monthly total. */
export const accountSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  /** The sum of the active subscriptions with a price. */
  monthly_total_cents: z.number().int(),
  /** Active subscriptions "sob consulta", which the total leaves out. */
  active_on_request: z.number().int(),
});
export type AccountSubscriptionsResponse = z.infer<typeof accountSubscriptionsResponseSchema>;

const codeNameField = z.string({ error: SHOP_MESSAGES.unknownItem }).max(60, SHOP_MESSAGES.unknownItem);

/** POST shop/subscription: the app and the account's latest subscription of it. */
export const appSubscriptionBodySchema = z.strictObject({
  code_name: codeNameField,
  category: z.string().max(60).optional(),
});
export const appSubscriptionResponseSchema = z.object({
  item: shopItemSchema,
  subscription: subscriptionSchema.nullable(),
});
export type AppSubscriptionResponse = z.infer<typeof appSubscriptionResponseSchema>;

export const subscriptionStatusBodySchema = z.strictObject({ code_name: codeNameField });
export const subscriptionStatusResponseSchema = z.object({
  code_name: z.enum(SHOP_CODE_NAMES),
  status: z.enum(['none', ...SUBSCRIPTION_STATUSES]),
  subscription_id: z.string().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const canContractBodySchema = z.strictObject({ name: codeNameField });
export const canContractResponseSchema = z.object({ can_contract: z.literal(true) });

export const contractParamsSchema = z.object({ name: codeNameField });
export const contractBodySchema = z.strictObject({
  accept_terms: z.literal(true, { error: SHOP_MESSAGES.acceptTerms }),
});
export const subscriptionMessageResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionSchema,
});
export type SubscriptionMessageResponse = z.infer<typeof subscriptionMessageResponseSchema>;

export const cancelBodySchema = z.strictObject({ id: z.uuid({ error: SHOP_MESSAGES.notYours }) });
export const subscriptionIdParamsSchema = z.object({ id: z.uuid({ error: SHOP_MESSAGES.notYours }) });

export const REFUSE_REASON_MAX_LENGTH = 500;
export const refuseBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(REFUSE_REASON_MAX_LENGTH, 'O motivo deve ter no máximo 500 caracteres')
    .optional(),
});

export const adminSubscriptionSchema = subscriptionSchema.extend({
  account: z.object({ id: z.string(), name: z.string() }),
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
/** Every pending order (oldest first), then the latest others. */
export const adminSubscriptionsResponseSchema = z.object({ subscriptions: z.array(adminSubscriptionSchema) });
export const ADMIN_SUBSCRIPTIONS_HISTORY_LIMIT = 100;

/** The monthly total of active subscriptions with a price, and how many active ones are "sob consulta". */
export function subscriptionsTotal(subscriptions: readonly Pick<Subscription, 'status' | 'price_cents'>[]): {
  monthly_total_cents: number;
  active_on_request: number;
} {
  const active = subscriptions.filter((s) => s.status === 'active');
  return {
    monthly_total_cents: active.reduce((sum, s) => sum + (s.price_cents ?? 0), 0),
    active_on_request: active.filter((s) => s.price_cents === null).length,
  };
}
