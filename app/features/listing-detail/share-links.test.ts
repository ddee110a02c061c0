import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  const url = 'https://www.gebrauchtwagen.at/fahrzeuge/vw-golf/12';
  it('offers e-mail, Facebook, the Whatsapp web version on desktop and SMS', () => {
    const links = shareLinks({ url, title: 'VW Golf', mobile: false });
    expect(links.map((l) => l.label)).toEqual(['E-Mail', 'Facebook', 'Whatsapp', 'SMS']);
    expect(links[0]?.href).toBe(`mailto:?subject=VW%20Golf&body=VW%20Golf%20${encodeURIComponent(url)}`);
    expect(links[1]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links[2]?.href.startsWith('https://web.whatsapp.com/send?text=')).toBe(true);
    expect(links[3]?.href.startsWith('sms:?&body=')).toBe(true);
  });
  it('opens the Whatsapp app on mobile', () => {
    expect(shareLinks({ url, title: 'VW Golf', mobile: true })[2]?.href.startsWith('whatsapp://send?text=')).toBe(true);
  });
});
