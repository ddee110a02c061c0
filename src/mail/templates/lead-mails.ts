import { checkScamText, matchedWords } from '../../domain/fraud/scam-text-signals.ts';
import { SAFE_BUYING_LINK_LABEL, sellerScamWarning } from '../../domain/fraud/scam-warning.ts';
import { ROUTE_PATHS } from '../../domain/navigation/route-paths.ts';
import { html, multiline, type SafeHtml } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';

export interface LeadMailListing {
  id: number;
  title: string;
  price: string;
  detailPath: string;
}
export interface LeadMailBuyer {
  name: string;
  email: string;
  phone: string;
  comment: string;
}

function enquiryTable(buyer: LeadMailBuyer) {
  const row = (label: string, value: string) =>
    html`<tr>
      <th align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${label}</th>
      <td style="padding:6px 0">${value}</td>
    </tr>`;
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0 16px">
      ${row('Name', buyer.name)}${row('E-Mail', buyer.email)}${buyer.phone ? row('Telefon', buyer.phone) : ''}
    </table>
    <div style="background:#f3f5f8;border-radius:8px;padding:12px 16px">${multiline(buyer.comment)}</div>`;
}

/**
 * The warning above a buyer's message that tries to move the deal off the site or into advance
 * payment (issue 37 point 1). The template checks the message itself, so no mail to a seller can carry
 * such a message without it.
 */
function scamWarning(site: MailSite, buyer: LeadMailBuyer): { html: SafeHtml | ''; text: string[] } {
  const check = checkScamText(buyer.comment, { source: 'enquiry' });
  if (!check.suspicious) return { html: '', text: [] };
  const sentence = sellerScamWarning(matchedWords(check.signals));
  const url = absoluteUrl(site, ROUTE_PATHS.safeBuying);
  return {
    html: html`<div role="alert" style="background:#fff4e5;border:2px solid #b35900;border-radius:8px;padding:12px 16px;margin:0 0 16px">
      <p style="margin:0 0 8px"><strong>${sentence}</strong></p>
      <p style="margin:0"><a href="${url}" style="color:#0b5cad">${SAFE_BUYING_LINK_LABEL}</a></p>
    </div>`,
    text: [sentence, `${SAFE_BUYING_LINK_LABEL}: ${url}`, ''],
  };
}

function enquiryText(buyer: LeadMailBuyer): string {
  return [`Name: ${buyer.name}`, `E-Mail: ${buyer.email}`, ...(buyer.phone ? [`Telefon: ${buyer.phone}`] : []), '', 'Nachricht:', buyer.comment].join('\n');
}

/**
 * The frame of every enquiry mail: greeting, one sentence about what was asked (the name in it bold in
 * HTML), the buyer's details and message, an optional closing line and a link button.
 */
interface EnquiryMail {
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  /** the sentence before the details, around its bold name: [before, name, after] */
  intro: readonly [string, string, string];
  closing?: string;
  link: { label: string; url: string };
  /** to the seller: the 'Anfrage beantwortet' link that records the answer (issue 37 point 4) */
  answered?: LeadAnswerLink;
  /** to the seller, who gets the scam warning above a suspicious message; the buyer's own copy does not */
  toSeller: boolean;
}

/** The seller's 'Anfrage beantwortet' page and the enquiry's number, which the partner API takes too. */
export interface LeadAnswerLink {
  url: string;
  identifier: string;
}
const ANSWERED_LABEL = 'Anfrage beantwortet';
const answeredNote = (identifier: string) =>
  `Haben Sie geantwortet? Dann klicken Sie auf „${ANSWERED_LABEL}“: So sehen Käufer, wie schnell Sie antworten (Anfrage-Nr. ${identifier}).`;

function enquiryMail(site: MailSite, mail: EnquiryMail, buyer: LeadMailBuyer): RenderedMail {
  const [before, name, after] = mail.intro;
  const warning = mail.toSeller ? scamWarning(site, buyer) : { html: '', text: [] };
  return renderMail(site, {
    subject: mail.subject,
    preheader: mail.preheader,
    heading: mail.heading,
    html: html`${warning.html}
      <p style="margin:0 0 12px">${mail.greeting}</p>
      <p style="margin:0 0 12px">${before}<strong>${name}</strong>${after}</p>
      ${enquiryTable(buyer)} ${mail.closing ? html`<p style="margin:16px 0 0">${mail.closing}</p> ` : ''}${mailButton(mail.link.label, mail.link.url)}
      ${
        mail.answered
          ? html`<p style="margin:16px 0 0">${answeredNote(mail.answered.identifier)}</p>
              ${mailButton(ANSWERED_LABEL, mail.answered.url)}`
          : ''
      }`,
    text: [
      ...warning.text,
      mail.greeting,
      '',
      `${before}${name}${after}`,
      '',
      enquiryText(buyer),
      '',
      ...(mail.closing ? [mail.closing, ''] : []),
      `${mail.link.label}: ${mail.link.url}`,
      ...(mail.answered ? ['', answeredNote(mail.answered.identifier), `${ANSWERED_LABEL}: ${mail.answered.url}`] : []),
    ].join('\n'),
  });
}

const replyToBuyer = (buyer: LeadMailBuyer) => `Antworten Sie einfach auf diese E-Mail – Ihre Antwort geht direkt an ${buyer.name}.`;

/** To the seller; the mail's Reply-To is the buyer, so answering goes straight to them. */
export function sellerLeadMail(site: MailSite, listing: LeadMailListing, buyer: LeadMailBuyer, answered: LeadAnswerLink): RenderedMail {
  return enquiryMail(
    site,
    {
      subject: `Neue Anfrage zu Ihrem Fahrzeug: ${listing.title}`,
      preheader: `${buyer.name} interessiert sich für Ihr Fahrzeug ${listing.title}.`,
      heading: 'Neue Anfrage zu Ihrem Inserat',
      greeting: 'Guten Tag,',
      intro: [`${buyer.name} interessiert sich für Ihr Fahrzeug `, listing.title, ` (${listing.price}, Angebotsnummer ${listing.id}).`],
      closing: replyToBuyer(buyer),
      link: { label: 'Inserat ansehen', url: absoluteUrl(site, listing.detailPath) },
      answered,
      toSeller: true,
    },
    buyer,
  );
}

/** The copy a buyer asked for with 'sendcopy'. */
export function buyerCopyMail(site: MailSite, listing: LeadMailListing, buyer: LeadMailBuyer): RenderedMail {
  return enquiryMail(
    site,
    {
      subject: `Kopie Ihrer Anfrage: ${listing.title}`,
      preheader: `Ihre Anfrage zu ${listing.title} wurde an den Anbieter gesendet.`,
      heading: 'Ihre Anfrage wurde gesendet',
      greeting: `Guten Tag ${buyer.name},`,
      intro: [
        'vielen Dank für Ihre Anfrage zum Fahrzeug ',
        listing.title,
        ` (${listing.price}). Der Anbieter meldet sich direkt bei Ihnen. Hier ist eine Kopie Ihrer Nachricht:`,
      ],
      link: { label: 'Fahrzeug ansehen', url: absoluteUrl(site, listing.detailPath) },
      toSeller: false,
    },
    buyer,
  );
}

/** The dealer a general enquiry goes to (issue 27 §9): no car, the dealer page instead. */
export interface LeadMailDealer {
  companyName: string;
  pagePath: string;
}

/** To the dealer: a general enquiry from the dealer page, about no particular car. */
export function dealerLeadMail(site: MailSite, dealer: LeadMailDealer, buyer: LeadMailBuyer, answered: LeadAnswerLink): RenderedMail {
  return enquiryMail(
    site,
    {
      subject: `Neue Anfrage an ${dealer.companyName}`,
      preheader: `${buyer.name} hat Ihnen über Ihre Händlerseite geschrieben.`,
      heading: 'Neue Anfrage über Ihre Händlerseite',
      greeting: 'Guten Tag,',
      intro: [`${buyer.name} hat Ihnen über Ihre `, 'Händlerseite', ' geschrieben (keine Anfrage zu einem bestimmten Fahrzeug).'],
      closing: replyToBuyer(buyer),
      link: { label: 'Händlerseite ansehen', url: absoluteUrl(site, dealer.pagePath) },
      answered,
      toSeller: true,
    },
    buyer,
  );
}

/** The copy of a general enquiry a buyer asked for with 'sendcopy'. */
export function dealerCopyMail(site: MailSite, dealer: LeadMailDealer, buyer: LeadMailBuyer): RenderedMail {
  return enquiryMail(
    site,
    {
      subject: `Kopie Ihrer Anfrage an ${dealer.companyName}`,
      preheader: `Ihre Anfrage wurde an ${dealer.companyName} gesendet.`,
      heading: 'Ihre Anfrage wurde gesendet',
      greeting: `Guten Tag ${buyer.name},`,
      intro: ['vielen Dank für Ihre Anfrage an ', dealer.companyName, '. Der Händler meldet sich direkt bei Ihnen. Hier ist eine Kopie Ihrer Nachricht:'],
      link: { label: 'Händlerseite ansehen', url: absoluteUrl(site, dealer.pagePath) },
      toSeller: false,
    },
    buyer,
  );
}

export interface AutomatchCar {
  title: string;
  price: string;
  detailPath: string;
}

/**
 * To a dealer chosen by automatch: a private buyer asked about a car like theirs and agreed
 * (SPEC §6: up to 3 dealers with similar cars are contacted within 24 hours).
 */
export function automatchDealerMail(site: MailSite, enquired: LeadMailListing, buyer: LeadMailBuyer, similar: readonly AutomatchCar[]): RenderedMail {
  const warning = scamWarning(site, buyer);
  const cars = similar.map(
    (car) => html`<li style="margin:0 0 6px"><a href="${absoluteUrl(site, car.detailPath)}" style="color:#0b5cad">${car.title}</a> – ${car.price}</li>`,
  );
  return renderMail(site, {
    subject: `Kaufinteresse für einen ${enquired.title}`,
    preheader: `${buyer.name} sucht ein Fahrzeug wie Ihres und möchte Angebote von Händlern erhalten.`,
    heading: 'Ein Käufer sucht ein Fahrzeug wie Ihres',
    html: html`${warning.html}
      <p style="margin:0 0 12px">Guten Tag,</p>
      <p style="margin:0 0 12px">
        ${buyer.name} hat bei einem privaten Anbieter nach dem Fahrzeug <strong>${enquired.title}</strong> (${enquired.price}) gefragt und zugestimmt, dass bis
        zu 3 Händler mit ähnlichen Fahrzeugen Kontakt aufnehmen. Sie wurden ausgewählt, weil Sie passende Fahrzeuge anbieten:
      </p>
      <ul style="margin:0 0 16px;padding-left:20px">
        ${cars}
      </ul>
      <p style="margin:0 0 4px">Die Anfrage des Käufers:</p>
      ${enquiryTable(buyer)}
      <p style="margin:16px 0 0">Antworten Sie einfach auf diese E-Mail, um ${buyer.name} ein Angebot zu machen.</p>`,
    text: [
      ...warning.text,
      'Guten Tag,',
      '',
      `${buyer.name} hat bei einem privaten Anbieter nach dem Fahrzeug ${enquired.title} (${enquired.price}) gefragt und zugestimmt, dass bis zu 3 Händler mit ähnlichen Fahrzeugen Kontakt aufnehmen. Sie wurden ausgewählt, weil Sie passende Fahrzeuge anbieten:`,
      '',
      ...similar.map((car) => `- ${car.title} – ${car.price}: ${absoluteUrl(site, car.detailPath)}`),
      '',
      'Die Anfrage des Käufers:',
      enquiryText(buyer),
      '',
      `Antworten Sie einfach auf diese E-Mail, um ${buyer.name} ein Angebot zu machen.`,
    ].join('\n'),
  });
}
