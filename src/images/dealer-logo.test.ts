import { describe, expect, it } from 'vitest';
import { dealerInitials, dealerLogoColor, dealerLogoSvg } from './dealer-logo.ts';

describe('dealer logo', () => {
  it('takes the initials of the first two words, without legal forms', () => {
    expect(dealerInitials('Autohaus Huber')).toBe('AH');
    expect(dealerInitials('Huber & Maier Automobile')).toBe('HM');
    expect(dealerInitials('Öztürk KFZ-Handel GmbH')).toBe('ÖK');
    expect(dealerInitials('Gruber')).toBe('GR');
    expect(dealerInitials('  ')).toBe('?');
  });

  it('escapes the name and initials in the SVG', () => {
    const svg = dealerLogoSvg({ id: 3, companyName: '<script>alert("x")</script> & Co' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('chooses a stable colour per dealer', () => {
    expect(dealerLogoColor(7)).toBe(dealerLogoColor(7));
    expect(dealerLogoColor(1)).not.toBe(dealerLogoColor(2));
  });
});
