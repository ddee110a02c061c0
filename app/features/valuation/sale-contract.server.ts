/**
 * The private-sale contract's download (issue 28 §4): the valuation's inputs from the address fill
 * make, model, first registration, mileage, power and fuel; whatever is missing or wrong stays a
 * line to fill in, so the same address without inputs gives the blank contract.
 */
import { formatNumber } from '#src/domain/format/number-format.ts';
import { readValuationQuery } from '#src/domain/pricing/valuation-input.ts';
import { FUEL_CATEGORIES } from '#src/domain/taxonomy/reference-data.ts';
import { saleContractPdf } from '#src/sale-contract/sale-contract-pdf.server.ts';
import type { ContractCar } from '#src/sale-contract/sale-contract-text.ts';

const BLANK: ContractCar = { make: '', model: '', firstRegistration: '', mileage: '', power: '', fuel: '' };

export function contractCarOf(query: URLSearchParams, now: Date): ContractCar {
  const checked = readValuationQuery(query.toString(), now);
  if (!checked.ok) return BLANK;
  const { input } = checked;
  const [year, month] = input.firstRegistration.split('-');
  return {
    make: checked.make.name,
    model: checked.model.name,
    firstRegistration: `${month}/${year}`,
    mileage: `${formatNumber(input.mileage)} km`,
    power: `${input.powerKw} kW (${Math.round(input.powerKw * 1.35962)} PS)`,
    fuel: FUEL_CATEGORIES.find((f) => f.id === input.fuel)?.name ?? '',
  };
}

export async function saleContractResponse(query: URLSearchParams, siteName: string, now: Date): Promise<Response> {
  const car = contractCarOf(query, now);
  const pdf = await saleContractPdf(car, siteName);
  const name = car.make ? `kaufvertrag-${`${car.make}-${car.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf` : 'kaufvertrag.pdf';
  return new Response(Uint8Array.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
