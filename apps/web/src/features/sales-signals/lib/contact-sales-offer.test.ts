import { CONTACT_SALES_REASONS } from '@prospecta/contracts/sales-signals-api';
import { describe, expect, it } from 'vitest';
import {
  createShownThisVisit,
  mayAskContactSales,
  OFFER_TEXTS,
  upgradeVisitFrom,
} from '@/features/sales-signals/lib/contact-sales-offer';
import { routeTitleOf } from '@/lib/page-title';

const user = (role: string, is_staff = false) => ({ id: `u-${role}`, role, is_staff });
const never = () => false;

describe('mayAskContactSales', () => {
  it.each([
    ['owner', '/', true],
    ['manager', '/infosets/1', true],
    ['user', '/', false],
    ['prospector', '/', false],
    ['owner', '/login', false],
    ['owner', '/upgrade_plans', false],
    ['owner', '/upgrade_plans/', false],
  ])('%s on %s: %s', (role, path, expected) => {
    expect(mayAskContactSales(user(role), path, never)).toBe(expected);
  });

  it('never asks for staff, nobody signed in, or a user already shown it this visit', () => {
    expect(mayAskContactSales(user('admin', true), '/', never)).toBe(false);
    expect(mayAskContactSales(user('owner', true), '/', never)).toBe(false);
    expect(mayAskContactSales(undefined, '/', never)).toBe(false);
    const shown = createShownThisVisit();
    shown.add('u-owner');
    expect(mayAskContactSales(user('owner'), '/', shown.has)).toBe(false);
    expect(mayAskContactSales(user('manager'), '/', shown.has)).toBe(true);
  });
});

describe('OFFER_TEXTS', () => {
  it('words every reason, and tells the sales team why in the message', () => {
    expect(OFFER_TEXTS.export_credits.text).toMatch(/^Seus créditos de exportação não bastaram/);
    expect(OFFER_TEXTS.seats.text).toMatch(/^Seu plano não tem mais vagas para usuários/);
    for (const reason of CONTACT_SALES_REASONS) {
      const { title, text, message } = OFFER_TEXTS[reason];
      expect(title.length).toBeGreaterThan(10);
      expect(text.length).toBeGreaterThan(40);
      // The plans' contract: 3 to 1 000 characters.
      expect(message.length).toBeGreaterThan(3);
      expect(message.length).toBeLessThanOrEqual(1000);
      expect(message).toContain('Quero falar com um consultor');
    }
  });
});

describe('upgradeVisitFrom', () => {
  it.each([
    ['/search', '/upgrade_plans', 'Busca de empresas'],
    ['/user/adminpanel', '/upgrade_plans', 'Usuários da conta'],
    ['/infosets/abc/companies/123', '/upgrade_plans/', 'Empresa da lista'],
    ['/algo-novo', '/upgrade_plans', '/algo-novo'],
    [null, '/upgrade_plans', null],
    ['/upgrade_plans', '/upgrade_plans', null],
    ['/search', '/infosets/abc', null],
  ])('%s → %s: %s', (previous, next, expected) => {
    expect(upgradeVisitFrom(previous, next, routeTitleOf)).toBe(expected);
  });
});
