import { html, safeHref, type SafeHtml } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';
import { doubleOptInMail } from './double-opt-in-mail.ts';

/** The footer line of every search-agent mail: the way to 'Meine Suchagenten'. */
function manageLine(site: MailSite, managePath: string): { html: SafeHtml; text: string } {
  const url = absoluteUrl(site, managePath);
  return {
    html: html`<p style="margin:0 0 8px">
      <a href="${safeHref(url)}" style="color:#5b6472">Meine Suchagenten</a>: alle Suchagenten dieser Adresse ansehen, pausieren, Häufigkeit ändern oder
      löschen.
    </p>`,
    text: `Meine Suchagenten (ansehen, pausieren, Häufigkeit ändern, löschen): ${url}`,
  };
}

export function searchAgentConfirmationMail(
  site: MailSite,
  search: { label: string; resultPath: string },
  confirmPath: string,
  managePath: string,
): RenderedMail {
  const manage = manageLine(site, managePath);
  const resultUrl = absoluteUrl(site, search.resultPath);
  return doubleOptInMail(site, {
    name: { nominative: 'Suchagent', accusative: 'Suchagenten' },
    requestHtml: html`<p style="margin:0 0 12px">
      Sie möchten täglich neue Fahrzeuge zu dieser Suche per E-Mail erhalten: <a href="${safeHref(resultUrl)}" style="color:#0b5cad">${search.label}</a>.
    </p>`,
    requestText: [`Sie möchten täglich neue Fahrzeuge zu dieser Suche per E-Mail erhalten: ${search.label}`, resultUrl],
    confirmPath,
    footerHtml: manage.html,
    footerText: manage.text,
  });
}

export interface DigestCar {
  title: string;
  price: string;
  details: string;
  location: string;
  detailPath: string;
  /** site-relative photo path, or null without photos */
  imagePath: string | null;
}

export interface PriceDropCar extends DigestCar {
  /** the price in the earlier mail */
  oldPrice: string;
}

export interface DigestContent {
  label: string;
  /** the result page of the search, newest cars first */
  resultPath: string;
  /** all new cars found; `cars` may be a shortened list */
  total: number;
  cars: readonly DigestCar[];
  /** cars of earlier mails that have become cheaper */
  priceDrops: readonly PriceDropCar[];
  unsubscribePath: string;
  /** 'Meine Suchagenten' of the address */
  managePath: string;
}

function carRow(site: MailSite, car: DigestCar, price: SafeHtml) {
  const url = absoluteUrl(site, car.detailPath);
  const image = car.imagePath
    ? html`<img src="${absoluteUrl(site, car.imagePath)}" width="120" height="90" alt="" style="display:block;border-radius:6px;object-fit:cover" />`
    : '';
  return html`<tr>
    <td style="padding:10px 12px 10px 0;vertical-align:top;width:120px">${image}</td>
    <td style="padding:10px 0;vertical-align:top;border-bottom:1px solid #d7dce3">
      <a href="${safeHref(url)}" style="color:#0b5cad;font-weight:600;text-decoration:none">${car.title}</a><br />
      ${price}<br /><span style="color:#5b6472;font-size:14px">${car.details} · ${car.location}</span>
    </td>
  </tr>`;
}

const carText = (site: MailSite, car: DigestCar, price: string) =>
  `${car.title}\n${price} · ${car.details} · ${car.location}\n${absoluteUrl(site, car.detailPath)}\n`;

/**
 * The search-agent mail: 'n neue Fahrzeuge …' and cars of earlier mails that became cheaper, with
 * the unsubscribe link at the end (SPEC §4 search agent).
 */
export function searchAgentDigestMail(site: MailSite, digest: DigestContent): RenderedMail {
  const drops = digest.priceDrops.length;
  const headline =
    digest.total > 0
      ? digest.total === 1
        ? '1 neues Fahrzeug zu Ihrer Suche'
        : `${digest.total} neue Fahrzeuge zu Ihrer Suche`
      : drops === 1
        ? 'Preis gesenkt: 1 Fahrzeug zu Ihrer Suche'
        : `Preis gesenkt: ${drops} Fahrzeuge zu Ihrer Suche`;
  const resultUrl = absoluteUrl(site, digest.resultPath);
  const unsubscribeUrl = absoluteUrl(site, digest.unsubscribePath);
  const manage = manageLine(site, digest.managePath);
  const more = digest.total > digest.cars.length;
  const newSection =
    digest.total > 0
      ? html`<p style="margin:0 0 12px">
            Zu Ihrer Suche <a href="${safeHref(resultUrl)}" style="color:#0b5cad">${digest.label}</a> gibt es seit unserer letzten Nachricht neue Fahrzeuge:
          </p>
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
            ${digest.cars.map((car) => carRow(site, car, html`<strong>${car.price}</strong>`))}
          </table>`
      : '';
  const dropSection =
    drops > 0
      ? html`<h2 style="font-size:18px;margin:24px 0 8px">Preis gesenkt</h2>
          <p style="margin:0 0 12px">
            Diese Fahrzeuge aus früheren Nachrichten zu Ihrer Suche <a href="${safeHref(resultUrl)}" style="color:#0b5cad">${digest.label}</a> sind jetzt
            günstiger:
          </p>
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
            ${digest.priceDrops.map((car) => carRow(site, car, html`<strong>${car.price}</strong> <s style="color:#5b6472">${car.oldPrice}</s>`))}
          </table>`
      : '';
  return renderMail(site, {
    subject: headline,
    preheader: `Neu zu Ihrer Suche ${digest.label}: ${[...digest.cars, ...digest.priceDrops]
      .map((c) => c.title)
      .slice(0, 3)
      .join(', ')}`,
    heading: headline,
    html: html`${newSection}${dropSection} ${mailButton(more ? `Alle ${digest.total} neuen Fahrzeuge ansehen` : 'Zur Suche', resultUrl)}`,
    text: [
      ...(digest.total > 0
        ? [
            `Zu Ihrer Suche ${digest.label} gibt es seit unserer letzten Nachricht neue Fahrzeuge:`,
            '',
            ...digest.cars.map((car) => carText(site, car, car.price)),
          ]
        : []),
      ...(drops > 0
        ? [
            'Preis gesenkt – diese Fahrzeuge aus früheren Nachrichten sind jetzt günstiger:',
            '',
            ...digest.priceDrops.map((car) => carText(site, car, `${car.price} (vorher ${car.oldPrice})`)),
          ]
        : []),
      more ? `Alle ${digest.total} neuen Fahrzeuge ansehen: ${resultUrl}` : `Zur Suche: ${resultUrl}`,
    ].join('\n'),
    footerHtml: html`${manage.html}
      <p style="margin:0">
        Sie erhalten diese E-Mail, weil Sie einen Suchagenten angelegt haben.
        <a href="${safeHref(unsubscribeUrl)}" style="color:#5b6472">Suchagent löschen und keine weiteren E-Mails erhalten</a>
      </p>`,
    footerText: `${manage.text}\nSie erhalten diese E-Mail, weil Sie einen Suchagenten angelegt haben. Suchagent löschen und keine weiteren E-Mails erhalten: ${unsubscribeUrl}`,
  });
}

/** 'Meine Suchagenten' asked for by e-mail address (header and footer link): the address's management link. */
export function agentManageLinkMail(site: MailSite, managePath: string, agents: number): RenderedMail {
  const url = absoluteUrl(site, managePath);
  const what = agents === 1 ? 'Ihren Suchagenten' : `Ihre ${agents} Suchagenten`;
  return renderMail(site, {
    subject: 'Ihr Link zu „Meine Suchagenten“',
    preheader: `Hier sehen und ändern Sie ${what}.`,
    heading: 'Meine Suchagenten',
    html: html`<p style="margin:0 0 12px">Guten Tag,</p>
      <p style="margin:0 0 12px">über diesen Link sehen Sie ${what}, ändern Suche oder Häufigkeit, pausieren oder löschen sie – ohne Anmeldung:</p>
      ${mailButton('Meine Suchagenten öffnen', url)}
      <p style="margin:0;color:#5b6472;font-size:14px">
        Sie haben diesen Link nicht angefordert? Dann ignorieren Sie diese E-Mail einfach; es ändert sich nichts.
      </p>`,
    text: [
      'Guten Tag,',
      '',
      `über diesen Link sehen Sie ${what}, ändern Suche oder Häufigkeit, pausieren oder löschen sie – ohne Anmeldung:`,
      url,
      '',
      'Sie haben diesen Link nicht angefordert? Dann ignorieren Sie diese E-Mail einfach; es ändert sich nichts.',
    ].join('\n'),
  });
}
