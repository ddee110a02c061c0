import { z } from 'zod';

/**
 * The vehicle identification number (FIN/VIN, ISO 3779): 17 characters, digits and capital letters
 * without I, O and Q (they read as 1 and 0). Partners may send it in lower case or with spaces; it is
 * stored in capitals. It identifies one car, so it is never shown publicly in full (issue 27 §7 uses
 * it only to recognise a car listed again).
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const VinSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(VIN_PATTERN, 'Ungültige FIN (17 Zeichen: Ziffern und Buchstaben außer I, O und Q)'));
