// The contract queries: one contract, the account's contracts, the account's handoff.
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;
export const contractQueryKey = (id: string) => [...CONTRACTS_QUERY_KEY, 'one', id] as const;
export const CONTRACT_LIST_QUERY_KEY = [...CONTRACTS_QUERY_KEY, 'list'] as const;
export const HANDOFF_QUERY_KEY = [...CONTRACTS_QUERY_KEY, 'handoff'] as const;

// Each call words its own errors: the page's "Contrato não encontrado", the form's fields, the panel's alerts.
export const OWN_ERRORS = 'skip_handle_error=true';
