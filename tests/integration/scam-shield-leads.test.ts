import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, enquiry, startMessaging, type MessagingHarness } from './messaging-support.ts';

const WARNING = 'Zahlen Sie nie im Voraus und verlassen Sie die Plattform nicht:';
/** the warning stands under the heading, before the greeting and the buyer's message */
const warnsFirst = (body: string) => body.includes(WARNING) && body.indexOf(WARNING) < body.indexOf('Guten Tag');

describe.each(DIALECTS)('the scam shield on enquiries (issue 37 point 1) on %s', (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  const identifierOf = async (res: Response) => ((await res.json()) as { payload: { data: { Identifier: string } } }).payload.data.Identifier;

  it('stores and sends an enquiry that moves to WhatsApp, with the warning and the safety page at the top of the seller’s mail only', async () => {
    const listing = await activeListing(h, 'P');
    const comment = 'Ich kaufe das Auto ungesehen, bitte melde dich auf WhatsApp: +44 7911 123456';
    const res = await h.post('/vendor-contact-email', enquiry(listing.id, { comment, sendcopy: true, emailaddress: 'whatsapp.kaeufer@example.at' }));
    expect(res.status).toBe(200);
    const identifier = await identifierOf(res);
    const lead = await h.database.db.selectFrom('leads').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(lead.comment).toBe(comment);

    const seller = await h.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('kind', '=', 'lead-seller')
      .where('reply_to', '=', 'whatsapp.kaeufer@example.at')
      .executeTakeFirstOrThrow();
    expect(seller.recipient).toBe(listing.seller_email);
    expect(warnsFirst(seller.text_body)).toBe(true);
    expect(seller.text_body).toMatch(/Betrugsmaschen \((?=[^)]*WhatsApp)(?=[^)]*\+44 7911 123456)/);
    expect(seller.text_body).toMatch(/Mehr zum sicheren Autokauf: https?:\/\/\S+\/sicher-kaufen\//);
    expect(warnsFirst(seller.html_body)).toBe(true);
    expect(seller.html_body).toContain('/sicher-kaufen/');
    // the message itself still reaches the seller unchanged
    expect(seller.text_body).toContain(comment);

    const [copy] = await listOutboxMessages(h.database.db, { kind: 'lead-copy', recipient: 'whatsapp.kaeufer@example.at' });
    expect(copy?.text_body).not.toContain(WARNING);
    expect(await h.services.mailer.worker.deliverDue()).toMatchObject({ failed: 0 });
  });

  it('warns a dealer asked in general too, and leaves an ordinary enquiry alone', async () => {
    const listing = await activeListing(h, 'D');
    const { classifiedGuid: _car, ...general } = enquiry(listing.id, {
      source: 'DealerPage-GW',
      emailaddress: 'treuhand.kaeufer@example.at',
      comment: 'Ich zahle über den DHL-Treuhandservice, die Spedition holt das Auto ab.',
    });
    expect((await h.post('/vendor-contact-email', { ...general, dealerId: listing.seller_id })).status).toBe(200);
    const toDealer = await h.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('reply_to', '=', 'treuhand.kaeufer@example.at')
      .executeTakeFirstOrThrow();
    expect(warnsFirst(toDealer.text_body)).toBe(true);

    const honest = enquiry(listing.id, { emailaddress: 'ehrlich@example.at', comment: 'Ist das Auto noch da? Ich zahle bar bei Abholung, Tel. 0664 1234567.' });
    expect((await h.post('/vendor-contact-email', honest)).status).toBe(200);
    const plain = await h.database.db.selectFrom('outbox_messages').selectAll().where('reply_to', '=', 'ehrlich@example.at').executeTakeFirstOrThrow();
    expect(plain.text_body).not.toContain(WARNING);
    expect(plain.html_body).not.toContain(WARNING);
  });
});
