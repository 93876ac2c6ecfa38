import { describe, expect, it } from 'vitest';
import { userConsumptionQueryString } from '@/features/admin/api/get-user-consumption';
import { consumptionLineText } from './user-consumption';

const line = {
  id: '1',
  created_at: '2025-03-10T15:00:00.000Z',
  type: 'click' as const,
  amount: 1,
  reason: 'company_consult',
  subject: '11222333000181',
  list_name: null,
  list_deleted: null,
};

describe('one user’s consumption', () => {
  it('says what each spend was for', () => {
    expect(consumptionLineText(line)).toBe('Consulta de empresa · 11.222.333/0001-81');
    expect(
      consumptionLineText({
        ...line,
        type: 'export',
        reason: 'list_export',
        subject: 'x',
        list_name: 'Clientes SP',
        list_deleted: true,
      }),
    ).toBe('Exportação para lista · Clientes SP (lista excluída)');
    expect(consumptionLineText({ ...line, reason: 'export_csv', subject: null })).toBe('Exportação em CSV');
  });

  it('asks for the user, and only the filters given', () => {
    expect(
      userConsumptionQueryString({ userId: 'u1', from: '', to: '', type: '', grouping: '', page: 1 }),
    ).toBe('user_id=u1&page=1');
    expect(
      userConsumptionQueryString({
        userId: 'u1',
        from: '2025-01-01',
        to: '2025-12-31',
        type: 'click',
        grouping: 'day',
        page: 3,
      }),
    ).toBe('user_id=u1&init_date=2025-01-01&end_date=2025-12-31&type=click&group_by_format=day&page=3');
  });
});
