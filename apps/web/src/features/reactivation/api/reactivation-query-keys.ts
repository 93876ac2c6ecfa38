// The reactivation queries: the user's welcome-back gift and the staff's tokens and account search.
export const WELCOME_BACK_QUERY_KEY = ['reactivation', 'welcome-back'] as const;
export const ADMIN_REACTIVATION_QUERY_KEY = ['admin', 'reactivation'] as const;

// Each call words its own errors (a toast of the screen, a message in the form).
export const OWN_ERRORS = 'skip_handle_error=true';
