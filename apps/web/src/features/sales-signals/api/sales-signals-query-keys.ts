// The sales signals' queries: the contact-and-sales offer of the signed-in user, the staff's feed.
export const CONTACT_SALES_MODAL_QUERY_KEY = ['sales-signals', 'contact-sales-modal'] as const;
export const RECENT_EVENTS_QUERY_KEY = ['admin', 'recent-events'] as const;

// Each call words its own errors: a tracking post never shows a toast, the panel its calm line.
export const OWN_ERRORS = 'skip_handle_error=true';
