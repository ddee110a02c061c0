/** One rejected input value: `field` is the dotted path in the partner's payload, e.g. `wltp.co2EmissionsCombined`. */
export interface FieldIssue {
  field: string;
  message: string;
}

export type IngestErrorCode =
  'VALIDATION' | 'UNAUTHORIZED' | 'SELLER_NOT_FOUND' | 'LISTING_NOT_FOUND' | 'LEAD_NOT_FOUND' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';

const STATUS: Record<IngestErrorCode, 400 | 401 | 404 | 413 | 415> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  SELLER_NOT_FOUND: 404,
  LISTING_NOT_FOUND: 404,
  LEAD_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

/**
 * A rejection the partner can fix. The API turns it into `{ error: { message, code, field, issues } }`
 * with its 4xx status; the feed import turns it into a "rejected" line of its summary.
 */
export class IngestError extends Error {
  readonly status: 400 | 401 | 404 | 413 | 415;
  readonly field: string | undefined;

  constructor(
    readonly code: IngestErrorCode,
    message: string,
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'IngestError';
    this.status = STATUS[code];
    this.field = issues[0]?.field;
  }

  /** A validation error naming every bad field; the message starts with the first one. */
  static invalid(issues: readonly FieldIssue[]): IngestError {
    const first = issues[0];
    const message = first ? `${first.field}: ${first.message}` : 'Ungültige Daten';
    return new IngestError('VALIDATION', issues.length > 1 ? `${message} (und ${issues.length - 1} weitere)` : message, issues);
  }
}
