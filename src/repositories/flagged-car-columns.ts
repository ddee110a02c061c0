/** What the moderation page shows of a flagged car beside its flag (mileage, text): the car and its seller. */
export const FLAGGED_CAR_COLUMNS = ['listings.title', 'listings.price', 'listings.status', 'sellers.company_name', 'sellers.contact_name'] as const;
