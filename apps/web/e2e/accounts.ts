/// <reference types="node" />
// A customer's account of a test's own, made by staff through the API, so the demo account is left alone.
import { apiRequest, apiToken } from './browser';

type NewAccount = {
  name: string;
  ownerName: string;
  ownerEmail: string;
  seats?: number;
  /** The first grants: consultations and exports, valid to the end of next year. */
  clicks?: number;
  exports?: number;
  /**
   * Staff register the owner's onboarding as not needed (a new user is offered it on landing, and only one
   * prompt opens at a time), so the prompt a test is about is the one that opens. Off for a test of the offer.
   */
  onboarded?: boolean;
};

export async function createCustomerAccount(baseUrl: string, account: NewAccount): Promise<void> {
  const token = await apiToken(baseUrl, 'admin@prospecta.dev');
  await apiRequest(baseUrl, '/admin/create_account', token, {
    account: { name: account.name, plan_name: 'Plano Essencial', max_users_count: account.seats ?? 2 },
    credit: {
      search_credit: account.clicks ?? 20,
      internal_export_credit: account.exports ?? 10,
      expires_date: `${new Date().getFullYear() + 1}-12-31`,
    },
    owner: { name: account.ownerName, email: account.ownerEmail },
  });
  if (account.onboarded ?? true)
    await apiRequest(baseUrl, '/user/onboarding', token, {
      onboarding: {
        user_selected_option: 'not_needed',
        email_user: account.ownerEmail,
        creation_of_onboarding_by_admin: true,
      },
    });
}
