// Registry text in running text: the Receita's names are upper case ("MARIA DA SILVA", "SAO PAULO"). One
// implementation for the screens and the files and tools a list is exported to.

function titleCaseWord(word: string, index: number): string {
  const lower = word.toLocaleLowerCase('pt-BR');
  if (index > 0 && ['de', 'da', 'do', 'das', 'dos', 'e'].includes(lower)) return lower;
  // "MACHADINHO D'OESTE" → "Machadinho D'Oeste", "EMBU-GUACU" → "Embu-Guacu"; a letter alone after an
  // apostrophe stays lower ("MCDONALD'S" → "Mcdonald's").
  return lower.replace(
    /(^|-|['’](?=\p{L}{2}))(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toLocaleUpperCase('pt-BR'),
  );
}

/** "SAO PAULO" reads better as "Sao Paulo", "MARIA DA SILVA" as "Maria da Silva". */
export function titleCase(value: string | null): string {
  if (!value) return '';
  return value.split(/\s+/).filter(Boolean).map(titleCaseWord).join(' ');
}

/** "Ana" of "  Ana Maria Souza ": how a greeting names a person; '' for a blank or missing name. */
export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}
