/**
 * How the support team is reached (SPEC §2 Contact page): dealers by phone Monday to Friday 9 to 16,
 * private sellers by e-mail only. The e-mail address is configuration (SUPPORT_EMAIL).
 */
export const SUPPORT_PHONE = { display: '+43 1 890 12 34', tel: '+4318901234' } as const;
export const DEALER_PHONE_HOURS = 'Montag bis Freitag, 9 bis 16 Uhr';
