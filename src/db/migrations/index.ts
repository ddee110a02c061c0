import type { Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { initialSchema } from './2026-11-21-0001-initial-schema.ts';
import { messagesSchema } from './2026-11-22-0008-messages.ts';
import { ingestionPartners } from './2026-11-22-0009-ingestion-partners.ts';
import { listingPriceHistory } from './2026-11-23-0010-listing-price-history.ts';
import { rateLimitEvents } from './2026-11-23-0011-rate-limit-events.ts';
import { equipmentServiceheft } from './2026-11-23-1900-equipment-serviceheft.ts';
import { searchAgentManagement } from './2026-11-24-0100-search-agent-management.ts';
import { priceRatings } from './2026-11-25-0100-price-ratings.ts';
import { appSecrets } from './2026-11-26-0240-app-secrets.ts';
import { vehicleCostFacts } from './2026-11-26-0260-vehicle-cost-facts.ts';
import { sellerLegalDetails } from './2026-11-26-0270-seller-legal-details.ts';
import { dealerProfile } from './2026-11-26-0275-dealer-profile.ts';
import { priceAlerts } from './2026-11-26-0275-price-alerts.ts';
import { valuation } from './2026-11-26-0280-valuation.ts';
import { searchAgentTokenHashes } from './2026-11-26-0300-search-agent-token-hashes.ts';
import { listingBlocks } from './2026-11-26-0310-listing-blocks.ts';
import { listingFirstSeen } from './2026-11-26-0330-listing-first-seen.ts';
import { valueAlertOnce } from './2026-11-26-0340-value-alert-once.ts';
import { manageTokenHashes } from './2026-11-27-0010-manage-token-hashes.ts';
import { listingVin } from './2026-11-27-0100-listing-vin.ts';
import { dealerEnquiries } from './2026-11-27-0110-dealer-enquiries.ts';
import { alertTokenHashes } from './2026-11-28-0100-alert-token-hashes.ts';
import { mileageSightings } from './2026-11-29-0100-mileage-sightings.ts';
import { listingConfirmations } from './2026-11-30-0100-listing-confirmations.ts';
import { leadAnswers } from './2026-11-29-0200-lead-answers.ts';
import { scamTextFlags } from './2026-11-29-0300-scam-text-flags.ts';
import { batteryHealth } from './2026-11-29-0500-battery-health.ts';

export type MigrationFactory = (dialect: DialectName) => Migration;

/** Ordered by name; append new migrations at the end. */
export const migrations: Record<string, MigrationFactory> = {
  '2026-11-21-0001-initial-schema': initialSchema,
  '2026-11-22-0008-messages': messagesSchema,
  '2026-11-22-0009-ingestion-partners': ingestionPartners,
  '2026-11-23-0010-listing-price-history': listingPriceHistory,
  '2026-11-23-0011-rate-limit-events': rateLimitEvents,
  '2026-11-23-1900-equipment-serviceheft': equipmentServiceheft,
  '2026-11-24-0100-search-agent-management': searchAgentManagement,
  '2026-11-25-0100-price-ratings': priceRatings,
  '2026-11-26-0240-app-secrets': () => appSecrets,
  '2026-11-26-0260-vehicle-cost-facts': vehicleCostFacts,
  '2026-11-26-0270-seller-legal-details': sellerLegalDetails,
  '2026-11-26-0275-dealer-profile': dealerProfile,
  '2026-11-26-0275-price-alerts': priceAlerts,
  '2026-11-26-0280-valuation': valuation,
  '2026-11-26-0300-search-agent-token-hashes': () => searchAgentTokenHashes,
  '2026-11-26-0310-listing-blocks': listingBlocks,
  '2026-11-26-0330-listing-first-seen': listingFirstSeen,
  '2026-11-26-0340-value-alert-once': () => valueAlertOnce,
  '2026-11-27-0010-manage-token-hashes': () => manageTokenHashes,
  '2026-11-27-0100-listing-vin': () => listingVin,
  '2026-11-27-0110-dealer-enquiries': dealerEnquiries,
  '2026-11-28-0100-alert-token-hashes': alertTokenHashes,
  '2026-11-29-0100-mileage-sightings': mileageSightings,
  '2026-11-29-0200-lead-answers': () => leadAnswers,
  '2026-11-29-0300-scam-text-flags': () => scamTextFlags,
  '2026-11-29-0500-battery-health': () => batteryHealth,
  '2026-11-30-0100-listing-confirmations': listingConfirmations,
};
