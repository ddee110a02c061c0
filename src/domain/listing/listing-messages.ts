/** SPEC §8 'Car gone': the message of a sold or expired car (detail API 410, detail page). */
export const CAR_GONE_MESSAGE = 'Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!';
