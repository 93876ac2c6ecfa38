// The events kept in `user_events` (apps/api/src/db/schema/events.ts): what a customer's user did or ran into
// that the sales and customer-success teams act on ("Sinais de venda"), and the one-time offers a user was
// already made. The spec's tracking posts (`ddcs/ka/…`, `user/add_create_list_automatic_event`) write them.
import { z } from 'zod';

export const USER_EVENT_KINDS = [
  // Walls a customer ran into: the seats were full, the export credits short.
  'tried_to_register_new_additional_user',
  'tried_to_import_without_credits',
  // Interest shown: an upgrade button, a demonstration asked for, a consultant asked for.
  'clicked_on_upgrade',
  'scheduled_demo',
  'contact_sales_requested',
  // The contact-and-sales modal (`contact_and_sales_info/show_modal`): shown, and answered "Agora não".
  'contact_sales_modal_shown',
  'contact_sales_modal_dismissed',
  // The automatic first list offered on the search's results (`create_automatic_list_modal`), and its answer.
  'create_list_automatic_offered',
  'create_list_automatic_accepted',
  'create_list_automatic_declined',
] as const;
export const userEventKindSchema = z.enum(USER_EVENT_KINDS);
export type UserEventKind = z.infer<typeof userEventKindSchema>;

/** How staff read each kind. */
export const USER_EVENT_LABELS: Record<UserEventKind, string> = {
  tried_to_register_new_additional_user: 'Tentou adicionar usuário sem vaga no plano',
  tried_to_import_without_credits: 'Tentou exportar sem créditos suficientes',
  clicked_on_upgrade: 'Clicou em fazer upgrade',
  scheduled_demo: 'Pediu uma demonstração',
  contact_sales_requested: 'Pediu contato de um consultor',
  contact_sales_modal_shown: 'Viu a oferta de falar com um consultor',
  contact_sales_modal_dismissed: 'Recusou a oferta de falar com um consultor',
  create_list_automatic_offered: 'Recebeu a oferta de lista automática',
  create_list_automatic_accepted: 'Criou a lista automática',
  create_list_automatic_declined: 'Recusou a lista automática',
};
