// Whether a list has anything to export: "Exportar" on a list of no company opened a form that could only fail.

/** Why a list cannot be exported (it has no company), or null. */
export function exportDisabledReason(list: { contacts: number }): string | null {
  return list.contacts === 0 ? 'Esta lista ainda não tem empresas para exportar.' : null;
}
