/** '12.03.2026': a day as the site writes dates (Vienna's calendar day of an instant). */
const DAY = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Vienna' });

export function formatViennaDate(at: string | Date): string {
  return DAY.format(typeof at === 'string' ? new Date(at) : at);
}
