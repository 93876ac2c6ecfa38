// Every shop query lives under one key: an order, a cancellation or a staff decision reads them all again.
export const SHOP_QUERY_KEY = ['shop'] as const;
export const ADMIN_SHOP_QUERY_KEY = ['admin', 'shop-subscriptions'] as const;

// Each call handles its own errors (spec §8: the cancel and contract messages are the screen's toasts).
export const OWN_ERRORS = '?skip_handle_error=true';
