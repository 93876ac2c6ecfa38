// The real quirks of Receita Federal files, each at a small known share (documented in README.md).
// Shares are per row of the file the quirk lives in unless stated otherwise.
export const QUIRK_SHARES = {
  /** Companies whose establishments exist but whose Empresas, Socios and Simples rows do not. */
  orphanCompany: 0.0005,
  /** Companies with an alphanumeric CNPJ root (letters A–T in two positions, valid check digits). */
  alphanumericCnpj: 0.003,
  /** Establishment date fields written "00000000", "0" or absurd (0202…, 4100…, 7-digit 2021221). */
  dateZeros: 0.002,
  dateZero: 0.0008,
  dateAbsurd: 0.0015,
  /** Phones: DDD with a leading zero, mobiles missing the ninth digit, "0" placeholders. */
  dddLeadingZero: 0.006,
  mobileMissingNinth: 0.01,
  phonePlaceholder: 0.004,
  /** CEPs starting with 0 written with 7 digits; malformed CEPs ("0", "       0", letters). */
  cepMissingZero: 0.01,
  cepMalformed: 0.0008,
  /** E-mails all upper case (the real files are mostly upper case: 77% in a 1,415-row sample). */
  emailUpper: 0.25,
  emailMixedCase: 0.05,
  /** Secondary CNAE lists repeating a code 2–6 times. */
  duplicateSecondaryCnae: 0.004,
  /** Codes absent from the lookup tables: motivo 32, país 15/150, município 1182. */
  motivo32: 0.001,
  unknownPaisForeign: 0.2,
  unknownMunicipio: 0.0006,
  /** NUL bytes inside nome fantasia or complemento. */
  nulByte: 0.0006,
  /** Double spaces inside names and street names; ";" inside complemento. */
  doubleSpace: 0.005,
  semicolonComplement: 0.002,
  /** Capital social negative, or the 999999999999 sentinel (per company). */
  negativeCapital: 0.0005,
  sentinelCapital: 0.0003,
  /** Socios rows written twice, identically. */
  duplicatePartner: 0.0008,
} as const;

/** The one Empresas row written twice (the second copy is junk), in Empresas0. */
export const DUPLICATE_COMPANY_INDEX = 7;

export const ABSURD_DATES = ['02020815', '41000101', '2021221', '02021130', '41001231'] as const;
export const MALFORMED_CEPS = ['0', '       0', '0600O000', '7O000000', '00000000'] as const;
/** País codes in use that the Paises table lacks (RFB since October 2025). */
export const UNKNOWN_PAISES = ['015', '150'] as const;
export const UNKNOWN_MUNICIPIO = '1182';
