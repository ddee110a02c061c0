import { z } from 'zod';
import { recordIdValue } from '#src/domain/validation/record-id-schema.ts';
import { CALL_PLATFORMS, REQUEST_ORIGINS } from './call-tracker-rules.ts';

export const callTrackerRequestSchema = z.object({
  requestOrigin: z.enum(REQUEST_ORIGINS),
  listingGuid: recordIdValue('Fahrzeug-Id erwartet').nullish(),
  /** the seller's id */
  customerId: recordIdValue('Anbieter-Id erwartet'),
  userAgent: z.string().max(500).optional(),
  platform: z.enum(CALL_PLATFORMS),
  isLeadMagnet: z.boolean().optional().default(false),
});
export type CallTrackerRequest = z.input<typeof callTrackerRequestSchema>;
