/**
 * Generated dealer logos (/images/logos/{id}.svg): the dealer's initials on a colour chosen by id.
 * Dealers of the demo inventory have no uploaded logos; this keeps their directory entries and
 * seller boxes recognisable. All text is XML-escaped.
 */

/** Dark shades only: white initials on each keep a contrast above 4.5:1. */
const PALETTE = ['#0b5cad', '#1f6f43', '#7a3b8f', '#a3361a', '#00677f', '#6b4e16', '#374151', '#8f2d56', '#3d5a80', '#5c4d9a'];

const LEGAL_FORMS = /^(gmbh|kg|og|ag|e\.?u\.?|co\.?|&|und|\+|-)$/i;

/** Up to two letters: the first letters of the first two words of the name, legal forms left out. */
export function dealerInitials(companyName: string): string {
  const words = companyName.split(/\s+/).filter((w) => w !== '' && !LEGAL_FORMS.test(w));
  const letters = words.map((w) => [...w].find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? '').filter((ch) => ch !== '');
  const initials =
    letters.length >= 2
      ? letters.slice(0, 2).join('')
      : [...(words[0] ?? '')]
          .filter((ch) => /\p{L}|\p{N}/u.test(ch))
          .slice(0, 2)
          .join('');
  return initials.toLocaleUpperCase('de-AT') || '?';
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function dealerLogoColor(id: number): string {
  return PALETTE[Math.abs(id) % PALETTE.length] ?? '#0b5cad';
}

export function dealerLogoSvg(dealer: { id: number; companyName: string }): string {
  const initials = escapeXml(dealerInitials(dealer.companyName));
  const title = escapeXml(dealer.companyName);
  const color = dealerLogoColor(dealer.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${title}"><title>${title}</title><rect width="120" height="120" rx="18" fill="${color}"/><circle cx="96" cy="24" r="38" fill="#fff" fill-opacity=".08"/><text x="60" y="60" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="50" font-weight="700" fill="#fff">${initials}</text></svg>`;
}
