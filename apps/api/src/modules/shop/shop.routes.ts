// The shop (spec commerce §7.5): GET list_available_additionals and account_subscriptions_with_prices; POST
// subscription, get_subscription_status, can_contract_item, contract_an_additional/:name and
// cancel_additional_item. Staff: PUT :id/sign_contract (activate), PUT :id/refuse and GET admin/shop/subscriptions.
import {
  accountSubscriptionsResponseSchema,
  adminSubscriptionsResponseSchema,
  appSubscriptionBodySchema,
  appSubscriptionResponseSchema,
  availableItemsResponseSchema,
  canContractBodySchema,
  canContractResponseSchema,
  cancelBodySchema,
  contractBodySchema,
  contractParamsSchema,
  refuseBodySchema,
  SHOP_API_PATHS,
  subscriptionIdParamsSchema,
  subscriptionMessageResponseSchema,
  subscriptionStatusBodySchema,
  subscriptionStatusResponseSchema,
} from '@prospecta/contracts/shop-api';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import type { HttpError } from '@/lib/http-error.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createShopService, ownersOnly, ownersOnlyCancel } from './shop.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

/** Only the owner contracts or cancels (spec §1): refused by role before the body is read. */
const requireOwner =
  (refusal: () => HttpError): onRequestAsyncHookHandler =>
  async (req) => {
    if (currentUser(req).role !== 'owner') throw refusal();
  };
const requireOwnerForContract = requireOwner(ownersOnly);
const requireOwnerForCancel = requireOwner(ownersOnlyCancel);

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = createShopService({ db: app.db, config: app.config, mail: app.mail });
  const auth = { onRequest: app.authenticate };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    SHOP_API_PATHS.available,
    { ...auth, schema: { response: { 200: availableItemsResponseSchema, ...errors } } },
    async (req) => shop.available(currentUser(req)),
  );

  app.get(
    SHOP_API_PATHS.subscriptions,
    { ...auth, schema: { response: { 200: accountSubscriptionsResponseSchema, ...errors } } },
    async (req) => shop.accountSubscriptions(currentUser(req)),
  );

  app.post(
    SHOP_API_PATHS.subscription,
    {
      ...auth,
      schema: {
        body: appSubscriptionBodySchema,
        response: { 200: appSubscriptionResponseSchema, ...errors },
      },
    },
    async (req) => shop.appSubscription(currentUser(req), req.body.code_name, req.body.category),
  );

  app.post(
    SHOP_API_PATHS.status,
    {
      ...auth,
      schema: {
        body: subscriptionStatusBodySchema,
        response: { 200: subscriptionStatusResponseSchema, ...errors },
      },
    },
    async (req) => shop.status(currentUser(req), req.body.code_name),
  );

  app.post(
    SHOP_API_PATHS.canContract,
    {
      ...auth,
      schema: { body: canContractBodySchema, response: { 200: canContractResponseSchema, ...errors } },
    },
    async (req) => shop.canContract(currentUser(req), req.body.name),
  );

  app.post(
    SHOP_API_PATHS.contract,
    {
      // The role is refused before the body is read: a seller's click gets the owners-only answer.
      onRequest: [app.authenticate, requireOwnerForContract],
      schema: {
        params: contractParamsSchema,
        body: contractBodySchema,
        response: { 201: subscriptionMessageResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await shop.contract(currentUser(req), req.params.name)),
  );

  app.post(
    SHOP_API_PATHS.cancel,
    {
      onRequest: [app.authenticate, requireOwnerForCancel],
      schema: { body: cancelBodySchema, response: { 200: subscriptionMessageResponseSchema, ...errors } },
    },
    async (req) => shop.cancel(currentUser(req), req.body.id),
  );

  app.get(
    SHOP_API_PATHS.adminList,
    { ...staff, schema: { response: { 200: adminSubscriptionsResponseSchema, ...errors } } },
    async () => shop.staffList(),
  );

  app.put(
    SHOP_API_PATHS.signContract,
    {
      ...staff,
      schema: {
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionMessageResponseSchema, ...errors },
      },
    },
    async (req) => shop.activate(currentUser(req), req.params.id),
  );

  app.put(
    SHOP_API_PATHS.refuse,
    {
      ...staff,
      schema: {
        params: subscriptionIdParamsSchema,
        body: refuseBodySchema,
        response: { 200: subscriptionMessageResponseSchema, ...errors },
      },
    },
    async (req) => shop.refuse(currentUser(req), req.params.id, req.body.reason),
  );
};
