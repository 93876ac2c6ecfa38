import { describe, expect, it } from 'vitest';
import {
  ageBandText,
  COPY_COUNTER_CAP,
  complaintFacts,
  formatPhone,
  nextCopyCount,
  partnerDocumentText,
  partnerFacts,
  positionText,
  regimeStatus,
  specialSituationText,
} from '@/features/company/lib/company-format';

describe('company display formatting', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1132345678', '(11) 3234-5678'],
    ['123', '123'],
  ])('formats phone %s', (digits, text) => {
    expect(formatPhone(digits)).toBe(text);
  });

  it('caps the click-to-copy counter at 5 (spec §9)', () => {
    let count = 0;
    for (let i = 0; i < 9; i += 1) count = nextCopyCount(count);
    expect(count).toBe(COPY_COUNTER_CAP);
    expect(COPY_COUNTER_CAP).toBe(5);
  });

  it('describes Simples and MEI status', () => {
    const br = (iso: string) => iso.split('-').reverse().join('/');
    expect(regimeStatus(true, '2020-02-01', null, br)).toBe('Optante desde 01/02/2020');
    expect(regimeStatus(false, '2020-02-01', '2021-03-04', br)).toBe('Excluído em 04/03/2021');
    expect(regimeStatus(false, null, null, br)).toBe('Não optante');
  });
});

describe('specialSituationText', () => {
  it('says the special situação in words with its date, and nothing when there is none', () => {
    expect(specialSituationText('RECUPERACAO JUDICIAL', '2016-05-07')).toBe(
      'Recuperação judicial desde 07/05/2016',
    );
    expect(specialSituationText('FALIDO', null)).toBe('Falida');
    expect(specialSituationText('SITUACAO NOVA', null)).toBe('Situacao Nova');
    expect(specialSituationText(null, '2016-05-07')).toBeNull();
    expect(specialSituationText('  ', null)).toBeNull();
  });
});

describe('partners and positions', () => {
  it.each([
    ['the enrichment’s capitalised form of a known position', 'Sócio-Administrador', 'Sócio-administrador'],
    ['upper case and a space for the hyphen', 'SÓCIO ADMINISTRADOR', 'Sócio-administrador'],
    ['the catalogue’s own form', 'Sócio-administrador', 'Sócio-administrador'],
    ['a title of the enrichment’s own', 'Diretora Comercial', 'Diretora Comercial'],
    ['an acronym', 'CEO', 'CEO'],
  ])('positionText: %s', (_case, cargo, expected) => {
    expect(positionText(cargo)).toBe(expected);
  });

  it.each([
    [{ tipo: 'pessoa', documento: '***695443**' }, 'CPF ***.695.443-**'],
    [{ tipo: 'empresa', documento: '11222333000181' }, 'CNPJ 11.222.333/0001-81'],
    [{ tipo: 'estrangeiro', documento: '***999999**' }, null],
    [{ tipo: 'pessoa', documento: null }, null],
    [{ tipo: 'pessoa', documento: '  ' }, null],
  ] as const)('partnerDocumentText(%o) = %s', (partner, expected) => {
    expect(partnerDocumentText(partner)).toBe(expected);
  });

  it('ageBandText: the RFB bands, nothing for "não se aplica" or none', () => {
    expect(ageBandText(1)).toBe('até 12 anos');
    expect(ageBandText(5)).toBe('41 a 50 anos');
    expect(ageBandText(9)).toBe('mais de 80 anos');
    expect(ageBandText(0)).toBeNull();
    expect(ageBandText(null)).toBeNull();
  });

  it('partnerFacts: the masked CPF and the age band on one line', () => {
    expect(partnerFacts({ tipo: 'pessoa', documento: '***695443**', faixa_etaria: 5 })).toBe(
      'CPF ***.695.443-** · 41 a 50 anos',
    );
    expect(partnerFacts({ tipo: 'empresa', documento: '11222333000181', faixa_etaria: 0 })).toBe(
      'CNPJ 11.222.333/0001-81',
    );
    expect(partnerFacts({ tipo: 'estrangeiro', documento: null, faixa_etaria: null })).toBe('');
  });
});

describe('complaintFacts', () => {
  const none = { qt_procon: null, qt_procon_atendidas: null, qt_site: null, pc_resolvidas: null, nota: null };

  it('lists nothing for a registry imported without complaint data', () => {
    expect(complaintFacts(none)).toEqual([]);
  });

  it('says a company without Procon complaints has none, when the Procon files were imported', () => {
    expect(complaintFacts({ ...none, qt_procon: 0, qt_procon_atendidas: 0 })).toEqual([
      { label: 'No Procon', value: 'Nenhuma reclamação fundamentada' },
    ]);
  });

  it('writes counts in the singular or plural, the share and the rating in pt-BR', () => {
    expect(
      complaintFacts({ qt_procon: 3, qt_procon_atendidas: 1, qt_site: 1, pc_resolvidas: 33.3, nota: 7.5 }),
    ).toEqual([
      { label: 'No Procon', value: '3 fundamentadas, 1 atendida' },
      { label: 'Em sites de reclamação', value: '1 reclamação' },
      { label: 'Resolvidas nos sites', value: '33,3%' },
      { label: 'Nota nos sites', value: '7,5 de 10' },
    ]);
    // The Procon's answered share alone is not said twice.
    expect(complaintFacts({ ...none, qt_procon: 2, qt_procon_atendidas: 2, pc_resolvidas: 100 })).toEqual([
      { label: 'No Procon', value: '2 fundamentadas, 2 atendidas' },
    ]);
    expect(complaintFacts({ ...none, qt_procon: 1, qt_procon_atendidas: 0, qt_site: 1200 })).toEqual([
      { label: 'No Procon', value: '1 fundamentada, 0 atendidas' },
      { label: 'Em sites de reclamação', value: '1.200 reclamações' },
    ]);
  });
});
