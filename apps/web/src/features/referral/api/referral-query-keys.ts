// The referral queries: the user's link and registers, a public invite, the staff's leads.
export const REFERRAL_QUERY_KEY = ['referral'] as const;
export const REFERRAL_LINK_QUERY_KEY = [...REFERRAL_QUERY_KEY, 'link'] as const;
export const REFERRAL_REGISTERS_QUERY_KEY = [...REFERRAL_QUERY_KEY, 'registers'] as const;
export const REFERRAL_INVITE_QUERY_KEY = [...REFERRAL_QUERY_KEY, 'invite'] as const;
export const ADMIN_REFERRALS_QUERY_KEY = ['admin', 'referrals'] as const;

// Each call words its own errors (the panel's calm line for staff, the form's fields, a toast of the screen).
export const OWN_ERRORS = 'skip_handle_error=true';
