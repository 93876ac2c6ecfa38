// The motivos de situação cadastral (the Receita Federal's `Motivos` table) in proper Brazilian Portuguese.
// The RFB writes them upper case without accents ("EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA"), unlike
// its other code tables, and every other text of a company's record reads in sentence case with accents: the
// registry keeps the raw text (the release's own file, unchanged) and whoever shows a motive reads it here.

/** Every code of the RFB table, by its number, in the words a salesperson reads. */
export const SITUATION_MOTIVES: Readonly<Record<number, string>> = {
  0: 'Sem motivo',
  1: 'Extinção por encerramento — liquidação voluntária',
  2: 'Incorporação',
  3: 'Fusão',
  4: 'Cisão total',
  5: 'Encerramento da falência',
  6: 'Encerramento da liquidação',
  7: 'Elevação a matriz',
  8: 'Transpasse',
  9: 'Não início de atividade',
  10: 'Extinção pelo encerramento da liquidação judicial',
  11: 'Anulação por multiplicidade',
  12: 'Anulação online de ofício',
  13: 'Omissa contumaz',
  14: 'Omissa não localizada',
  15: 'Inexistência de fato',
  16: 'Anulação por vícios',
  17: 'Baixa iniciada em análise',
  18: 'Interrupção temporária das atividades',
  21: 'Pedido de baixa indeferido',
  24: 'Por emissão de certidão negativa',
  28: 'Transferência de filial à condição de matriz',
  31: 'Extinção — unificação da filial',
  33: 'Transferência do órgão local à condição de filial do órgão regional',
  34: 'Anulação de inscrição indevida',
  35: 'Empresa domiciliada no exterior',
  36: 'Prática irregular de operação de comércio exterior',
  37: 'Baixa de produtor rural',
  38: 'Baixa deferida pela RFB, aguardando análise do convenente',
  39: 'Baixa deferida pela RFB e indeferida pelo convenente',
  40: 'Baixa indeferida pela RFB e aguardando análise do convenente',
  41: 'Baixa indeferida pela RFB e deferida pelo convenente',
  42: 'Baixa deferida pela RFB e pela Sefin, aguardando análise da Sefaz',
  43: 'Baixa deferida pela RFB, aguardando análise da Sefaz e indeferida pela Sefin',
  44: 'Baixa deferida pela RFB e pela Sefaz, aguardando análise da Sefin',
  45: 'Baixa deferida pela RFB, aguardando análise da Sefin e indeferida pela Sefaz',
  46: 'Baixa deferida pela RFB e pela Sefaz e indeferida pela Sefin',
  47: 'Baixa deferida pela RFB e pela Sefin e indeferida pela Sefaz',
  48: 'Baixa indeferida pela RFB, aguardando análise da Sefaz e deferida pela Sefin',
  49: 'Baixa indeferida pela RFB, aguardando análise da Sefaz e indeferida pela Sefin',
  50: 'Baixa indeferida pela RFB, deferida pela Sefaz e aguardando análise da Sefin',
  51: 'Baixa indeferida pela RFB e pela Sefaz, aguardando análise da Sefin',
  52: 'Baixa indeferida pela RFB, aguardando análise da Sefin e deferida pela Sefaz',
  53: 'Baixa indeferida pela RFB e pela Sefin, aguardando análise da Sefaz',
  54: 'Baixa — tratamento diferenciado dado às ME e EPP (Lei Complementar nº 123/2006)',
  55: 'Deferido pelo convenente, aguardando análise da RFB',
  60: 'Artigo 30, VI, da IN 748/2007',
  61: 'Indício de interposição fraudulenta',
  62: 'Falta de pluralidade de sócios',
  63: 'Omissão de declarações',
  64: 'Localização desconhecida',
  66: 'Inaptidão',
  67: 'Registro cancelado',
  70: 'Anulação por ato de registro do MEI não confirmado na Junta Comercial',
  71: 'Inaptidão (Lei nº 11.941/2009, art. 54)',
  72: 'Determinação judicial',
  73: 'Omissão contumaz',
  74: 'Inconsistência cadastral',
  75: 'Óbito do MEI — titular falecido',
  80: 'Baixa registrada na Junta Comercial, indeferida na RFB',
  82: 'Suspenso perante a Comissão de Valores Mobiliários (CVM)',
  93: 'CNPJ — titular baixado',
};

/** "OMISSAO  DE DECLARACOES" → "Omissao de declaracoes": first letter upper, the rest lower, spaces single. */
export function sentenceCase(text: string): string {
  const lower = text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

/**
 * The words for a motive: the table's own for a code it knows; for a code it does not (a release may carry
 * codes its `Motivos` file lacks, such as 32, or a code added after this table was written), the release's
 * text in sentence case, else the bare code, never nothing. Null only when there is no motive at all.
 */
export function situationMotiveLabel(code: number | null, raw: string | null): string | null {
  if (code !== null && SITUATION_MOTIVES[code] !== undefined) return SITUATION_MOTIVES[code];
  const text = raw?.trim() ?? '';
  if (text !== '') return sentenceCase(text);
  return code === null ? null : `Motivo ${code} (sem descrição na tabela da Receita Federal)`;
}
