import { describe, expect, it } from 'vitest';
import { exportDisabledReason } from '@/features/lists/lib/list-export';

describe('exportDisabledReason', () => {
  it('an empty list: nothing to export, and why', () => {
    expect(exportDisabledReason({ contacts: 0 })).toBe('Esta lista ainda não tem empresas para exportar.');
  });
  it('a list with companies: exportable', () => {
    expect(exportDisabledReason({ contacts: 1 })).toBeNull();
    expect(exportDisabledReason({ contacts: 67 })).toBeNull();
  });
});
