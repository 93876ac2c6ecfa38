// The support chat's queries: the user's own conversation (the widget), the staff's list and one conversation.
import { SUPPORT_API_PATHS } from '@prospecta/contracts/support-api';

export const SUPPORT_CONVERSATION_QUERY_KEY = ['support', 'conversation'] as const;
export const ADMIN_SUPPORT_QUERY_KEY = ['admin', 'support'] as const;
export const ADMIN_SUPPORT_LIST_QUERY_KEY = [...ADMIN_SUPPORT_QUERY_KEY, 'list'] as const;
export const ADMIN_SUPPORT_CONVERSATION_QUERY_KEY = [...ADMIN_SUPPORT_QUERY_KEY, 'conversation'] as const;

// Each call words its own errors: the widget's and the reply box's line, the panel's retry.
export const OWN_ERRORS = 'skip_handle_error=true';

type PathName = keyof typeof SUPPORT_API_PATHS;

/** The contract's path for the API client (which adds `/api`), with its `:id` filled in. */
export function supportPath(name: PathName, id?: string): string {
  const path = SUPPORT_API_PATHS[name].replace(/^\/api/, '');
  return id === undefined ? path : path.replace(':id', encodeURIComponent(id));
}
