/**
 * The marketplace's promises to sellers (SPEC §9 Marketplace), shown on the sell-a-car and
 * insertion pages; ingestion enforces the image limit. The listing lifetime itself is owned by
 * listing-lifetime.ts (import it from there).
 */

/** Private sellers place up to this many passenger cars free of charge. */
export const FREE_PRIVATE_LISTINGS = 2;
/** Images per car. */
export const MAX_IMAGES_PER_LISTING = 15;
/** Average time a self-sale takes, in days ("bis zu 30 Tage"). */
export const SELF_SALE_AVERAGE_DAYS = 30;
/** Direct sale: appointments from the next day up to this many weeks ahead. */
export const DIRECT_SALE_APPOINTMENT_WEEKS = 2;
/** Direct sale: the car can be sold within this many hours of the appointment. */
export const DIRECT_SALE_HOURS = 24;
