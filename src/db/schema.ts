import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types of the whole database. Booleans are stored as 0/1 integers and
 * timestamps as ISO-8601 text so the same queries run on SQLite and PostgreSQL.
 */

export interface MakeTable {
  id: number;
  name: string;
  safe_value: string;
  idx: number;
}
export interface ModelLineTable {
  id: number;
  make_id: number;
  name: string;
  safe_value: string;
}
export interface ModelTable {
  id: number;
  make_id: number;
  model_line_id: number | null;
  name: string;
  safe_value: string;
  idx: number;
}
export interface NamedCodeTable {
  id: string;
  name: string;
}
export interface NamedIdTable {
  id: number;
  name: string;
}
export interface BodyColorTable {
  id: number;
  name: string;
  hex: string;
}
export interface EquipmentTable {
  id: number;
  category_id: number;
  name: string;
  top_of_side_bar: number;
}

export interface StateTable {
  slug: string;
  name: string;
  city_name: string;
  lat: number;
  lon: number;
}
export interface CityTable {
  id: number;
  state_slug: string;
  name: string;
  slug: string;
  zip: string;
  lat: number;
  lon: number;
  population: number;
}

export type SellerType = 'D' | 'P' | 'C';
export type Tier = 'T10' | 'T20' | 'T30' | 'T40';

export interface SellerTable {
  id: Generated<number>;
  type: SellerType;
  tier: Tier;
  company_name: string | null;
  contact_name: string | null;
  url_name: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  state_slug: string | null;
  lat: number | null;
  lon: number | null;
  homepage: string | null;
  logo_url: string | null;
  email: string;
  ratings_count: number;
  ratings_stars: number;
  ratings_enabled: number;
  ratings_review_url: string | null;
  /** issue 37 point 4: figures over recent enquiries (src/domain/dealers/answer-times.ts), kept current by src/leads/lead-answers.server.ts */
  answer_enquiries: Generated<number>;
  answer_median_minutes: number | null;
  answer_within_day_percent: number | null;
  call_tracking: number;
  created_at: string;
  /** 1 from the seller's first delivery through the partner API or a feed: its cars expire unconfirmed (issue 37 point 3) */
  confirms_inventory: Generated<number>;
  /** Firmenbuchnummer ('FN 123456a'), dealers and agents only (migration 2026-11-26-0270) */
  company_register: string | null;
  /** UID-Nummer ('ATU12345678') */
  vat_id: string | null;
  /** JSON text, optional on insert (migration 0275, issue 27 point 9): opening-hours lines */
  opening_hours: OptionalJson;
  /** JSON [n1, n2, n3, n4, n5]: how many ratings gave 1 … 5 stars */
  ratings_distribution: OptionalJson;
  /** JSON [{ stars, text, author, date }]: individual ratings the partner sent */
  ratings_reviews: OptionalJson;
}
type OptionalJson = ColumnType<string | null, string | null | undefined, string | null>;

export type PhoneType = 'Tracker' | 'Office' | 'Private' | 'Fax' | 'Mobile' | 'Whatsapp';
export interface SellerContactTable {
  id: Generated<number>;
  seller_id: number;
  position: number;
  phone_type: PhoneType;
  formatted_number: string;
  call_to: string;
}

/** 'blocked': taken offline by an operator (moderation, migration 2026-11-26-0310; why in `listing_blocks`) */
export type ListingStatus = 'active' | 'sold' | 'blocked';

/** A seller's offer reference and when it first appeared: outlives the car's row (issue 27 §7). */
export interface ListingFirstSightingTable {
  seller_id: number;
  offer_reference: string;
  first_seen_at: string;
}
/** The first appearance of a seller's car by its VIN (issue 27 §7), beside the one by offer reference. */
/** Every mileage a car was listed with (issue 37 point 2); offer_reference and vin as the car carried them. */
export interface ListingMileageSightingTable {
  id: Generated<number>;
  seller_id: number;
  offer_reference: string | null;
  vin: string | null;
  mileage: number;
  seen_at: string;
}
/** A car whose mileage does not fit an earlier sighting (src/domain/listing/mileage-check.ts). */
export interface ListingMileageWarningTable {
  listing_id: number;
  kind: 'lower' | 'little-growth';
  mileage: number;
  earlier_mileage: number;
  earlier_seen_at: string;
  flagged_at: string;
}
/** A car whose text carries the words of advance-payment fraud (issue 37 point 1); `words` joined by ', '. */
export interface ListingScamTextFlagTable {
  listing_id: number;
  words: string;
  flagged_at: string;
}
export interface ListingVinSightingTable {
  seller_id: number;
  vin: string;
  first_seen_at: string;
}
export type PhotoSource = 'generated' | 'uploaded';

export interface ListingTable {
  id: Generated<number>;
  old_id: number | null;
  seller_id: number;
  offer_reference: string | null;
  offer_type: string;
  status: ListingStatus;
  tier: Tier;
  make_id: number;
  model_id: number;
  title: string;
  version: string | null;
  price: number;
  vat_deductible: number;
  first_registration: string | null; // 'YYYY-MM'
  mileage: number;
  power_kw: number;
  fuel: string;
  body_color_id: number | null;
  had_accident: number;
  body_type_id: number;
  transmission_id: number | null;
  number_of_gears: number | null;
  drive_train: string | null;
  doors: number | null;
  seats: number | null;
  previous_owners: number | null;
  original_market: string | null;
  engine_displacement: number | null;
  empty_weight: number | null;
  upholstery_id: number | null;
  co2: number | null;
  pollution_class_id: number | null;
  consumption: number | null; // l/100 km (or kWh/100 km for electric)
  wltp_co2_combined: number | null;
  wltp_co2_combined_weighted: number | null;
  wltp_consumption_combined: number | null;
  wltp_consumption_combined_weighted: number | null;
  wltp_consumption_electric_combined: number | null;
  wltp_consumption_electric_combined_weighted: number | null;
  electric_range: number | null;
  electric_range_city: number | null;
  /** 0: an import not yet registered in Austria (owes the NoVA on registration) */
  registered_in_austria: Generated<number>;
  /** hybrids: power of the combustion engine (the motor tax's basis) */
  combustion_power_kw: number | null;
  /** electric cars: continuous (30-minute) power, usable battery, charging power, heat pump (0/1) */
  continuous_power_kw: number | null;
  battery_kwh: number | null;
  dc_charge_kw: number | null;
  ac_charge_kw: number | null;
  heat_pump: number | null;
  /** a battery certificate (issue 37 point 5): state of health in whole percent, test day 'YYYY-MM-DD', tester; all or none */
  battery_soh: number | null;
  battery_soh_tested_on: string | null;
  battery_soh_provider: string | null;
  warranty: number;
  full_service: number;
  /** Sorted comma-separated equipment ids: loaded whole into the search index, never joined. */
  equipment_ids: string;
  description: string | null;
  photo_count: number;
  photo_source: PhotoSource;
  photo_seed: number;
  zip: string | null;
  city: string | null;
  state_slug: string | null;
  lat: number | null;
  lon: number | null;
  created_at: string;
  /** first appearance of the car (issue 27 §7); null: the same as created_at (rows written without it) */
  first_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** the vehicle identification number where the partner sends one (never shown publicly in full) */
  vin: string | null;
  updated_at: string;
  expires_at: string;
  sold_at: string | null;
  /** when the seller last confirmed the car is for sale (issue 37 point 3: a delivery, or the private seller's answer) */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** set when the car ended unconfirmed; the next confirmation brings it back with a new lifetime */
  ended_unconfirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The 30-day question to a private seller whether the car is still for sale (issue 37 point 3). */
export interface ListingConfirmationRequestTable {
  id: Generated<number>;
  listing_id: number;
  /** SHA-256 of the secret in the mail's link */
  token_hash: string;
  asked_at: string;
  answered_at: string | null;
  answer: 'available' | 'sold' | null;
}

/**
 * Append-only change feed: every write to a listing adds a row so each process's search index catches up.
 * `origin` 'price-rating': the rating job announced a changed grade (it ignores its own rows).
 */
export interface ListingChangeTable {
  seq: Generated<number>;
  listing_id: number;
  changed_at: string;
  origin: Generated<ListingChangeOrigin>;
}
export type ListingChangeOrigin = 'listing' | 'price-rating';

/** A car's price rating (migration 2026-11-25-0100): market value and grade, or the reason there is none. */
export interface ListingPriceRatingTable {
  listing_id: number;
  model_id: number;
  market_value: number | null;
  deviation: number | null;
  grade: number | null;
  reason: string | null;
  comparables_count: number;
  range_low: number | null;
  range_high: number | null;
  year_span: number | null;
  /** 'like-for-like' or 'model-fuel' (migration 2026-11-26-0280); null without a grade */
  match_level: string | null;
  /** comparables for sale now (the rest were sold) */
  for_sale_count: number;
  /** (p90 − p10) / median of the comparables' adjusted prices */
  price_spread: number | null;
  /** the asking price the rating judged */
  rated_price: number | null;
  computed_at: string;
}
/** A car's grade changed (issue 28 §5): the price history shows 'Bewertung geändert: …' with the reason. */
export interface PriceRatingChangeTable {
  id: Generated<number>;
  listing_id: number;
  changed_at: string;
  old_grade: number | null;
  new_grade: number | null;
  old_market_value: number | null;
  new_market_value: number | null;
  old_price: number | null;
  new_price: number | null;
}
/** A 'Wertalarm' (issue 28 §2): the valuation inputs, confirmed by double opt-in, mailed when the value moves by more than 5 %. */
export interface ValueAlertTable {
  id: Generated<number>;
  email: string;
  /** the valuation's query string (its permalink) */
  inputs: string;
  /** SHA-256 hash of the confirmation link's token (migration 2026-11-28-0100); older mails' unsubscribe links carry it too */
  token: string;
  market_value: number;
  created_at: string;
  confirmed_at: string | null;
  last_value: number;
  last_notified_at: string | null;
}
/** Published accuracy of one full computation ('So bewerten wir Preise'); JSON columns hold counts. */
export interface PriceModelEvaluationTable {
  id: Generated<number>;
  computed_at: string;
  method: string;
  sample_size: number;
  mdape: number;
  within_10: number;
  grade_distribution: string;
  unrated: string;
  /** JSON ValuationEvaluation (migration 2026-11-26-0280): the valuation path and the time-to-sale model on a held-out period; null before */
  valuation: string | null;
}
/** The rating job's one row (id 1): its position in the change feed and the learnt price adjustment (JSON). */
/** time_to_sale (migration 2026-11-26-0280): the fitted TimeToSaleModel as JSON, null before it. */
export interface PriceRatingStateTable {
  id: number;
  change_seq: number;
  adjustment: string;
  time_to_sale: string | null;
  computed_at: string;
}

export interface ModelRatingTable {
  make_id: number;
  model_id: number;
  average: number;
  count: number;
}
export interface StaticContentTable {
  name: string;
  title: string;
  html: string;
  updated_at: string;
}

export interface LeadTable {
  id: Generated<number>;
  identifier: string;
  lead_id: string;
  /** empty for a general enquiry to a dealer (issue 27 §9) */
  listing_id: number | null;
  seller_id: number;
  name: string;
  email: string;
  phone: string | null;
  comment: string;
  automatch: number;
  send_copy: number;
  source: string;
  device_category: string | null;
  created_at: string;
  /** SHA-256 of the secret in the seller's 'Anfrage beantwortet' link (issue 37 point 4) */
  answer_token_hash: string | null;
  answered_at: string | null;
}

export interface FraudReportTable {
  id: Generated<number>;
  listing_id: number;
  reason_id: string;
  comment: string;
  email: string;
  status: 'open' | 'handled';
  created_at: string;
  handled_at: string | null;
}

export interface SearchSubscriptionTable {
  id: Generated<number>;
  /** SHA-256 hash of the confirmation link's token (migration 0300); the link carries the token */
  token: string;
  email: string;
  search_string: string;
  confirmed_at: string | null;
  last_sent_at: string | null;
  created_at: string;
  /** 'daily' digest or 'instant' alerts (migration 0008) */
  frequency: Generated<string>;
  /** listings created up to this instant have been considered (migration 0008) */
  seen_until: string | null;
  /** set while the subscriber has paused it on 'Meine Suchagenten': no mails until resumed */
  paused_at: string | null;
}

/** The management link of one e-mail address's search agents ('Meine Suchagenten'). */
/** A 'Meine Suchagenten' link's token as its SHA-256 hash, one per mail naming the page (migration 0010 of 27 Nov). */
export interface SearchAgentManageTokenTable {
  token: string;
  email: string;
  created_at: string;
}

/** A price alert on one saved car for one e-mail address (issue 27 point 5, migration 0275). */
export interface PriceAlertTable {
  id: Generated<number>;
  email: string;
  listing_id: number;
  /** the car's title when it was saved */
  title: string;
  /** 'instant': a mail per drop (at most one a day); 'weekly': one summary a week */
  frequency: string;
  /** SHA-256 hash of the confirmation link's token (migration 2026-11-28-0100), shared by the cars of one submission */
  confirm_token: string;
  created_at: string;
  confirmed_at: string | null;
  /** the price the subscriber last saw: when saving, or in the last mail */
  known_price: number;
  /** set once the 'no longer available' mail went out: nothing more about this car */
  ended_at: string | null;
  /** Europe/Vienna day of the last mail about this car (at most one a day) */
  last_mailed_day: string | null;
  last_mailed_at: string | null;
}

/**
 * An unsubscribe link's token (its SHA-256 hash) and the alert it ends (migration 2026-11-28-0100): each
 * mail carries tokens of its own; a weekly overview's one-click token names every alert in it.
 */
export interface AlertLinkTokenTable {
  token: string;
  alert_id: number;
  created_at: string;
}

export interface WatchListItemTable {
  visitor_uuid: string;
  listing_id: number;
  position: number;
  created_at: string;
}

/** Ingestion partners, their API keys (only the SHA-256 hash is stored) and the sellers each may write. */
export interface PartnerTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}
export interface PartnerApiKeyTable {
  id: Generated<number>;
  partner_id: number;
  key_prefix: string;
  key_hash: string;
  created_at: string;
  revoked_at: string | null;
}
export interface PartnerSellerTable {
  partner_id: number;
  seller_id: number;
  seller_reference: string;
}

/** Messages and background jobs (migration 0008). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
export interface OutboxMessageTable {
  id: Generated<number>;
  message_id: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html_body: string;
  text_body: string;
  /** JSON object of extra headers (List-Unsubscribe) */
  headers: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_by: string | null;
  claim_expires_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
/** One accepted hit of a rate-limited action (rolling windows count these). */
export interface RateLimitEventTable {
  id: Generated<number>;
  bucket: string;
  at: string;
}
export interface AppSecretTable {
  name: string;
  value: string;
}
export interface AutomatchRequestTable {
  id: Generated<number>;
  lead_id: number;
  listing_id: number;
  status: Generated<'pending' | 'done'>;
  due_at: string;
  claim_token: string | null;
  claim_expires_at: string | null;
  dealers_contacted: Generated<number>;
  created_at: string;
  processed_at: string | null;
}
export interface AutomatchContactTable {
  id: Generated<number>;
  lead_id: number;
  dealer_id: number;
  matched_listing_id: number;
  similar_cars: number;
  distance_km: number | null;
  message_id: string;
  created_at: string;
}
export interface SearchAgentPriceTable {
  subscription_id: number;
  listing_id: number;
  price: number;
}
/** `token`: the SHA-256 hash of a link token (migration 0300) */
export interface SearchAgentTombstoneTable {
  token: string;
  search_string: string;
  deleted_at: string;
}
/** An operator's block of a listing (moderation): when and the reason the seller was told. */
export interface ListingBlockTable {
  listing_id: number;
  reason: string;
  blocked_at: string;
}
/** A digest mail's own unsubscribe token, as its SHA-256 hash (migration 0300). */
export interface SearchAgentLinkTokenTable {
  token: string;
  subscription_id: number;
  created_at: string;
}
export interface ListingReviewFlagTable {
  listing_id: number;
  reason: string;
  report_count: number;
  flagged_at: string;
  cleared_at: string | null;
}
export interface CallTrackingNumberTable {
  raw: string;
  formatted: string;
  in_pool: Generated<number>;
  listing_id: number | null;
  seller_id: number | null;
  assigned_at: string | null;
  expires_at: string | null;
}
export interface CallTrackingRevealTable {
  id: Generated<number>;
  number_raw: string;
  listing_id: number | null;
  seller_id: number;
  request_origin: string;
  platform: string;
  user_agent: string | null;
  created_at: string;
}
export interface JobRunTable {
  job: string;
  run_key: string;
  started_at: string;
  finished_at: string | null;
}

/** An earlier asking price of a listing, valid from `valid_from` until `valid_to` (ISO timestamps). */
export interface ListingPriceHistoryTable {
  id: Generated<number>;
  listing_id: number;
  price: number;
  valid_from: string;
  valid_to: string;
}

export interface Database {
  makes: MakeTable;
  model_lines: ModelLineTable;
  models: ModelTable;
  fuel_categories: NamedCodeTable;
  offer_types: NamedCodeTable;
  body_types: NamedIdTable;
  body_colors: BodyColorTable;
  transmissions: NamedIdTable;
  upholstery_materials: NamedIdTable;
  pollution_classes: NamedIdTable;
  equipment_categories: NamedIdTable;
  equipment: EquipmentTable;
  states: StateTable;
  cities: CityTable;
  sellers: SellerTable;
  seller_contacts: SellerContactTable;
  listings: ListingTable;
  listing_first_sightings: ListingFirstSightingTable;
  listing_vin_sightings: ListingVinSightingTable;
  listing_mileage_sightings: ListingMileageSightingTable;
  listing_mileage_warnings: ListingMileageWarningTable;
  listing_scam_text_flags: ListingScamTextFlagTable;
  listing_confirmation_requests: ListingConfirmationRequestTable;
  listing_changes: ListingChangeTable;
  listing_price_history: ListingPriceHistoryTable;
  listing_price_ratings: ListingPriceRatingTable;
  price_model_evaluations: PriceModelEvaluationTable;
  price_rating_changes: PriceRatingChangeTable;
  value_alerts: ValueAlertTable;
  price_rating_state: PriceRatingStateTable;
  model_ratings: ModelRatingTable;
  static_contents: StaticContentTable;
  leads: LeadTable;
  fraud_reports: FraudReportTable;
  search_subscriptions: SearchSubscriptionTable;
  watch_list_items: WatchListItemTable;
  price_alerts: PriceAlertTable;
  price_alert_link_tokens: AlertLinkTokenTable;
  value_alert_link_tokens: AlertLinkTokenTable;
  partners: PartnerTable;
  partner_api_keys: PartnerApiKeyTable;
  partner_sellers: PartnerSellerTable;
  outbox_messages: OutboxMessageTable;
  rate_limit_events: RateLimitEventTable;
  app_secrets: AppSecretTable;
  automatch_requests: AutomatchRequestTable;
  automatch_contacts: AutomatchContactTable;
  search_agent_tombstones: SearchAgentTombstoneTable;
  search_agent_link_tokens: SearchAgentLinkTokenTable;
  search_agent_manage_tokens: SearchAgentManageTokenTable;
  search_agent_prices: SearchAgentPriceTable;
  listing_review_flags: ListingReviewFlagTable;
  listing_blocks: ListingBlockTable;
  call_tracking_numbers: CallTrackingNumberTable;
  call_tracking_reveals: CallTrackingRevealTable;
  job_runs: JobRunTable;
}

export type ListingRow = Selectable<ListingTable>;
export type NewListing = Insertable<ListingTable>;
export type ListingUpdate = Updateable<ListingTable>;
export type SellerRow = Selectable<SellerTable>;
export type NewSeller = Insertable<SellerTable>;
