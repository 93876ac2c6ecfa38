// What the company drawer says when the consult failed. A CNPJ the registry does not hold (404) or a malformed
// one (400) will fail the same way every time: said plainly, with no "Tentar novamente" that cannot work. A
// network or server failure (5xx) may pass: the retry stays.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { ApiError } from '@/lib/api-errors';

export type ConsultFailure = { title: string; message: string; retry: boolean };

/** The failure of the consult of `cnpj` (as the address has it), in words; the 422 of no credit is not here. */
export function consultFailure(error: unknown, cnpj: string): ConsultFailure {
  const shown = formatCnpj(cnpj) || cnpj;
  if (error instanceof ApiError && error.status === 404)
    return {
      title: 'Empresa não encontrada',
      message: `Nenhuma empresa com o CNPJ ${shown} no cadastro da Receita Federal.`,
      retry: false,
    };
  if (error instanceof ApiError && error.status === 400)
    return {
      title: 'CNPJ inválido',
      message: `“${shown}” não é um CNPJ válido: confira os 14 caracteres e os dígitos verificadores.`,
      retry: false,
    };
  // Another refusal (4xx) says why in the server's words; trying again would get the same answer.
  const passing = !(error instanceof ApiError) || error.status >= 500 || [408, 429].includes(error.status);
  return {
    title: 'Não foi possível carregar a empresa',
    message:
      error instanceof Error && error.message ? error.message : 'Verifique a sua conexão e tente novamente.',
    retry: passing,
  };
}
