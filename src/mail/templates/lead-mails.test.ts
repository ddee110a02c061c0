import { describe, expect, it } from 'vitest';
import { automatchDealerMail, buyerCopyMail, sellerLeadMail } from './lead-mails.ts';

const SITE = { siteName: 'gebrauchtwagen.at', publicUrl: 'https://www.gebrauchtwagen.at' };
const LISTING = { id: 42, title: 'VW Golf 2.0 TDI', price: '€ 18.990,-', detailPath: '/gebrauchtwagen/vw-golf-42/' };
const ANSWERED = { url: 'https://www.gebrauchtwagen.at/anfrage-beantwortet/abc/', identifier: 'abc' };
const WARNING = 'Zahlen Sie nie im Voraus und verlassen Sie die Plattform nicht:';
const buyer = (comment: string) => ({ name: 'Max Muster', email: 'max@example.at', phone: '', comment });

describe('scam warning in the enquiry mails (issue 37 point 1)', () => {
  const suspicious = buyer('Ich zahle per Western Union, die Spedition holt das Auto ab.');

  it('puts the warning with the safety page above a suspicious message to the seller and to automatch dealers', () => {
    for (const mail of [
      sellerLeadMail(SITE, LISTING, suspicious, ANSWERED),
      automatchDealerMail(SITE, LISTING, suspicious, [{ title: 'VW Golf', price: '€ 17.500,-', detailPath: '/gebrauchtwagen/vw-golf-7/' }]),
    ]) {
      expect(mail.text.indexOf(WARNING)).toBeGreaterThan(-1);
      expect(mail.text.indexOf(WARNING)).toBeLessThan(mail.text.indexOf('Guten Tag'));
      expect(mail.text).toContain('(Western Union, Spedition)');
      expect(mail.text).toContain('Mehr zum sicheren Autokauf: https://www.gebrauchtwagen.at/sicher-kaufen/');
      expect(mail.html).toContain('href="https://www.gebrauchtwagen.at/sicher-kaufen/"');
    }
  });

  it("leaves an ordinary message and the buyer's own copy without it", () => {
    expect(sellerLeadMail(SITE, LISTING, buyer('Ist das Auto noch da? Ich komme gerne am Samstag.'), ANSWERED).text).not.toContain(WARNING);
    expect(buyerCopyMail(SITE, LISTING, suspicious).text).not.toContain(WARNING);
  });
});
