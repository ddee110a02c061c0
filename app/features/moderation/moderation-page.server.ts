/**
 * The operator page's data: open reports and review flags with their cars, worded and formatted on
 * the server (dates in Vienna time, prices as the site writes them), so the page only lays them out.
 */
import type { AppServices } from '#src/app-services.server.ts';
import { formatKm, formatPrice } from '#src/domain/format/number-format.ts';
import { mileageWarningText } from '#src/domain/listing/mileage-check.ts';
import type { ModeratedCar } from '#src/moderation/moderation-service.server.ts';

export interface CarView {
  id: number;
  title: string;
  price: string | null;
  seller: string | null;
  /** link to the detail page; null when the listing is gone from the database */
  href: string | null;
  status: string;
  /** 'Inserat sperren' is offered for a car still online or sold, not for a blocked or deleted one */
  blockable: boolean;
}

export interface ReportView {
  id: number;
  createdAt: string;
  reason: string;
  comment: string;
  reporterEmail: string;
  flagged: boolean;
  car: CarView;
}
export interface FlagView {
  flaggedAt: string;
  reportCount: number;
  car: CarView;
}
/** A car the mileage check flagged: the detail page's sentence plus the mileage it is offered with now. */
export interface MileageFlagView {
  flaggedAt: string;
  reason: string;
  car: CarView;
}
/** A car whose text the scam shield flagged (issue 37 point 1): the words it found. */
export interface ScamTextFlagView {
  flaggedAt: string;
  words: string;
  car: CarView;
}
export interface ModerationPageData {
  reports: ReportView[];
  flags: FlagView[];
  mileageFlags: MileageFlagView[];
  scamTextFlags: ScamTextFlagView[];
}

const STATUS_LABELS = { active: 'online', sold: 'verkauft', blocked: 'gesperrt' } as const;

const viennaTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function carView(car: ModeratedCar): CarView {
  return {
    id: car.id,
    title: car.title ?? `Inserat ${car.id} (gelöscht)`,
    price: car.price === null ? null : formatPrice(car.price),
    seller: car.seller,
    href: car.detailPath,
    status: car.status ? STATUS_LABELS[car.status] : 'gelöscht',
    blockable: car.status === 'active' || car.status === 'sold',
  };
}

export async function loadModerationPage(services: Pick<AppServices, 'moderation'>): Promise<ModerationPageData> {
  const { reports, flags, mileageFlags, scamTextFlags } = await services.moderation.overview();
  return {
    reports: reports.map((r) => ({ ...r, createdAt: viennaTime.format(new Date(r.createdAt)), car: carView(r.car) })),
    flags: flags.map((f) => ({ ...f, flaggedAt: viennaTime.format(new Date(f.flaggedAt)), car: carView(f.car) })),
    mileageFlags: mileageFlags.map((m) => ({
      flaggedAt: viennaTime.format(new Date(m.flaggedAt)),
      reason: `${mileageWarningText(m.warning)} Jetzt: ${formatKm(m.mileage)}.`,
      car: carView(m.car),
    })),
    scamTextFlags: scamTextFlags.map((f) => ({ flaggedAt: viennaTime.format(new Date(f.flaggedAt)), words: f.words, car: carView(f.car) })),
  };
}
