// The command line's last resort for errors nothing explained: system errors (ENOENT …) in Portuguese.

const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: 'arquivo ou pasta não encontrado',
  ENOTDIR: 'uma parte do caminho não é uma pasta',
  EISDIR: 'é uma pasta, não um arquivo',
  EACCES: 'sem permissão',
  EPERM: 'operação não permitida (sem permissão)',
  ENOSPC: 'sem espaço em disco',
  EROFS: 'o disco é somente leitura',
  EMFILE: 'arquivos abertos demais',
};

/** A system error (ENOENT …) the commands did not explain: in Portuguese, the English detail below it. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, path } = error as NodeJS.ErrnoException;
  const known = code ? SYSTEM_ERRORS[code] : undefined;
  if (!known) return error.message;
  return `Erro: ${known}${path ? `: ${path}` : ''}\n(${error.message})`;
}
