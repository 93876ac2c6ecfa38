import { describe, expect, it } from 'vitest';
import { positionText } from '../src/decision-maker-position.ts';

describe('positionText', () => {
  it.each([
    ['the enrichment’s capitalised form of a known position', 'Sócio-Administrador', 'Sócio-administrador'],
    ['upper case and a space for the hyphen', 'SÓCIO ADMINISTRADOR', 'Sócio-administrador'],
    ['spaces around it', '  sócio-administrador ', 'Sócio-administrador'],
    ['the catalogue’s own form', 'Sócio-administrador', 'Sócio-administrador'],
    ['another known position', 'PRESIDENTE', 'Presidente'],
    ['a title of the enrichment’s own', 'Diretora Comercial', 'Diretora Comercial'],
    ['an acronym', 'CEO', 'CEO'],
  ])('%s', (_case, cargo, expected) => {
    expect(positionText(cargo)).toBe(expected);
  });
});
