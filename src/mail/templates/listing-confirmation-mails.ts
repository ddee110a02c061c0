import { html } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';
import { PRIVATE_ANSWER_DAYS } from '../../domain/listing/listing-confirmation.ts';
import { carGoneMail } from './price-alert-mails.ts';

/** No dead ads (issue 37 point 3): the monthly question to a private seller, and the notice to buyers who enquired. */

/** 'Ist Ihr Fahrzeug noch zu haben?': the link opens a page with the two answers (opening it answers nothing). */
export function listingConfirmationMail(site: MailSite, car: { title: string }, linkPath: string): RenderedMail {
  const url = absoluteUrl(site, linkPath);
  const intro = `ist Ihr Fahrzeug „${car.title}“ noch zu verkaufen? Bitte bestätigen Sie es innerhalb von ${PRIVATE_ANSWER_DAYS} Tagen, sonst nehmen wir das Inserat offline – Käufer sollen nur Fahrzeuge sehen, die es noch gibt.`;
  return renderMail(site, {
    subject: `Noch zu verkaufen? ${car.title}`,
    preheader: `Bitte bestätigen Sie Ihr Inserat innerhalb von ${PRIVATE_ANSWER_DAYS} Tagen.`,
    heading: 'Ist Ihr Fahrzeug noch zu verkaufen?',
    html: html`<p style="margin:0 0 12px">Guten Tag, ${intro}</p>
      ${mailButton('Inserat bestätigen', url)}
      <p style="margin:12px 0 0">Schon verkauft? Über denselben Link nehmen Sie das Inserat mit einem Klick offline.</p>`,
    text: [`Guten Tag, ${intro}`, '', `Inserat bestätigen oder als verkauft melden: ${url}`].join('\n'),
    footerHtml: html`<p style="margin:0">Sie erhalten diese E-Mail alle 30 Tage, solange Ihr Inserat online ist.</p>`,
    footerText: 'Sie erhalten diese E-Mail alle 30 Tage, solange Ihr Inserat online ist.',
  });
}

const ENQUIRY_FOOTER = 'Sie erhalten diese E-Mail einmalig, weil Sie zu diesem Fahrzeug bei uns angefragt haben.';

/** The car a buyer enquired about ended because its seller no longer confirmed it: the watch list's mail. */
export function enquiredCarGoneMail(site: MailSite, car: { title: string; detailPath: string }): RenderedMail {
  return carGoneMail(site, car, 'ein Fahrzeug, zu dem Sie angefragt haben, wurde verkauft oder offline genommen:', {
    html: html`<p style="margin:0">${ENQUIRY_FOOTER}</p>`,
    text: ENQUIRY_FOOTER,
  });
}
