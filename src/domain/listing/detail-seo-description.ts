import { formatKm, formatNumber, formatPrice } from '../format/number-format.ts';

export interface DetailDescriptionInput {
  title: string;
  /** 'MM/YYYY' as listings carry it; null for a car never registered */
  firstRegistrationDate: string | null;
  mileageKm: number;
  powerInPS: number;
  price: number;
  location: string | null;
}

/**
 * The meta description of a car detail page (SPEC §2):
 * 'Den {title} (EZ: {registerYear}) mit {mileage und} {power or 0 PS} für {price}[ in {location}] kaufen.'
 * Where the spec is silent: a car without first registration (a new car) leaves out '(EZ: …)', and
 * a mileage of 0 leaves out '{mileage} und', so the sentence never claims 'EZ: ' or '0 km und'.
 */
export function detailSeoDescription(input: DetailDescriptionInput): string {
  const year = input.firstRegistrationDate?.match(/(\d{4})$/)?.[1];
  const registration = year ? ` (EZ: ${year})` : '';
  const mileage = input.mileageKm > 0 ? `${formatKm(input.mileageKm)} und ` : '';
  const power = `${formatNumber(input.powerInPS > 0 ? input.powerInPS : 0)} PS`;
  const location = input.location?.trim() ? ` in ${input.location.trim()}` : '';
  return `Den ${input.title}${registration} mit ${mileage}${power} für ${formatPrice(input.price)}${location} kaufen.`;
}
