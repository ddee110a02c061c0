import { html, multiline } from '../html.ts';
import { renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';

export interface BlockedListing {
  id: number;
  title: string;
  /** the operator's words, shown to the seller as they were written */
  reason: string;
}

/** Tells the seller that an operator blocked the listing, and why (moderation, issue 25 point 5). */
export function listingBlockedMail(site: MailSite, listing: BlockedListing, supportEmail: string): RenderedMail {
  const intro = `Ihr Inserat „${listing.title}“ (Nr. ${listing.id}) wurde von unserem Team gesperrt und ist auf ${site.siteName} nicht mehr zu sehen.`;
  const contact = `Wenn Sie meinen, dass es sich um einen Irrtum handelt, antworten Sie bitte auf diese E-Mail oder schreiben Sie an ${supportEmail}.`;
  return renderMail(site, {
    subject: `Ihr Inserat wurde gesperrt: ${listing.title}`,
    preheader: `Inserat Nr. ${listing.id} wurde gesperrt`,
    heading: 'Ihr Inserat wurde gesperrt',
    html: html`<p style="margin:0 0 12px">${intro}</p>
      <p style="margin:0 0 8px"><strong>Begründung:</strong></p>
      <div style="background:#f3f5f8;border-radius:8px;padding:12px 16px;margin:0 0 12px">${multiline(listing.reason)}</div>
      <p style="margin:0">${contact}</p>`,
    text: [intro, '', 'Begründung:', listing.reason, '', contact].join('\n'),
  });
}
