import { z } from 'zod';
import { CALL_PLATFORMS, REQUEST_ORIGINS } from './call-tracker-rules.ts';

export const callTrackerRequestSchema = z.object({
  requestOrigin: z.enum(REQUEST_ORIGINS),
  listingGuid: z.coerce.number().int().positive().nullish(),
  /** the seller's id */
  customerId: z.coerce.number().int().positive(),
  userAgent: z.string().max(500).optional(),
  platform: z.enum(CALL_PLATFORMS),
  isLeadMagnet: z.boolean().optional().default(false),
});
export type CallTrackerRequest = z.input<typeof callTrackerRequestSchema>;
