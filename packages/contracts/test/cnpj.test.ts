import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from '../src/cnpj.ts';

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['19.131.243/0001-97', true],
    ['00.000.000/0001-91', true], // Banco do Brasil: leading zeros are data
    ['12.ABC.345/01DE-35', true], // RFB's published alphanumeric example
    ['12abc34501de35', true], // normalised to upper case
    ['11.222.333/0001-82', false], // wrong second digit
    ['11.222.333/0001-91', false], // wrong first digit
    ['11111111111111', false], // one repeated digit
    ['00000000000000', false],
    ['1122233300018', false], // 13 characters
    ['112223330001811', false], // 15 characters
    ['12.ABC.345/01DE-3A', false], // letters are not allowed in the check digits
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidCnpj(value)).toBe(expected);
  });

  it('computes the check digits of numeric and alphanumeric bases', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });
});

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['00000000000', false],
    ['11111111111', false],
    ['529.982.247-26', false],
    ['5299822472', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });
});

describe('formatting', () => {
  it('normalises by stripping non-alphanumerics and upper-casing', () => {
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
  it('formats CNPJ and CPF', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});
