// One pass over the companies of a part writes its three files at once (Empresas, Estabelecimentos,
// Socios): each company's core is built once instead of once per file.
import { CompanyCursor, type RowSource } from './company-iterator.ts';
import type { ModelContext } from './company-model.ts';
import { CompanyRows } from './company-rows.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { EstablishmentRows } from './establishment-rows.ts';
import { PartnerRows } from './partner-rows.ts';

/** Outputs, in order: Empresas, Estabelecimentos, Socios. */
export class PartSource implements RowSource {
  private readonly cursor: CompanyCursor;
  private readonly companies: CompanyRows;
  private readonly establishments: EstablishmentRows;
  private readonly partners: PartnerRows;

  constructor(ctx: ModelContext, part: number) {
    this.cursor = new CompanyCursor(ctx, part);
    this.companies = new CompanyRows(ctx);
    this.establishments = new EstablishmentRows(ctx);
    this.partners = new PartnerRows(ctx);
  }

  fill(outs: readonly CsvBuffer[]): boolean {
    const [companies, establishments, partners] = outs as [CsvBuffer, CsvBuffer, CsvBuffer];
    const cursor = this.cursor;
    while (!companies.full && !establishments.full && !partners.full) {
      if (!cursor.advance()) return true;
      const core = cursor.core;
      this.establishments.write(establishments, core, cursor.establishments);
      if (core.orphan) continue;
      this.companies.write(companies, core);
      this.partners.write(partners, core);
    }
    return false;
  }
}
