import { html, safeHref, type SafeHtml } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';
import { doubleOptInMail } from './double-opt-in-mail.ts';

/**
 * The price-alert mails (issue 27 point 5): the double opt-in, one mail per drop or end of a saved
 * car, and the weekly overview. Every mail about a car ends with that car's unsubscribe link, which
 * opens a page with a button (a GET never deletes).
 */

/** A saved car as a price-alert mail names it. */
export interface AlertCar {
  title: string;
  detailPath: string;
  /** formatted current price, null when the car is gone */
  price: string | null;
  /** formatted price the subscriber saw before, when it changed */
  oldPrice: string | null;
  /** 'Guter Preis (Marktwert € 21.400)' or 'Keine Preisbewertung'; null when the car is gone */
  rating: string | null;
  available: boolean;
  unsubscribePath: string;
}

function unsubscribeFooter(site: MailSite, car: AlertCar): { html: SafeHtml; text: string } {
  const url = absoluteUrl(site, car.unsubscribePath);
  return {
    html: html`<p style="margin:0">
      Sie erhalten diese E-Mail, weil Sie für dieses Fahrzeug einen Preisalarm bestätigt haben.
      <a href="${safeHref(url)}" style="color:#5b6472">Preisalarm für dieses Fahrzeug abbestellen</a>
    </p>`,
    text: `Sie erhalten diese E-Mail, weil Sie für dieses Fahrzeug einen Preisalarm bestätigt haben. Preisalarm abbestellen: ${url}`,
  };
}

function carLines(car: AlertCar): { html: SafeHtml; text: string } {
  if (!car.available) return { html: html`<strong>Nicht mehr verfügbar</strong>`, text: 'Nicht mehr verfügbar' };
  const rating = car.rating ? html`<br /><span style="color:#5b6472;font-size:14px">Preisbewertung: ${car.rating}</span>` : '';
  const old = car.oldPrice ? html` <s style="color:#5b6472">${car.oldPrice}</s>` : '';
  const text = [
    car.oldPrice ? `Neuer Preis: ${car.price} (vorher ${car.oldPrice})` : `Preis: ${car.price}`,
    car.rating ? `Preisbewertung: ${car.rating}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  return { html: html`<strong>${car.price ?? ''}</strong>${old}${rating}`, text };
}

export function priceAlertConfirmationMail(site: MailSite, titles: readonly string[], confirmPath: string): RenderedMail {
  const what = titles.length === 1 ? 'zu diesem Fahrzeug' : `zu diesen ${titles.length} Fahrzeugen`;
  return doubleOptInMail(site, {
    name: { nominative: 'Preisalarm', accusative: 'Preisalarm' },
    requestHtml: html`<p style="margin:0 0 12px">Sie möchten eine E-Mail ${what} erhalten, wenn es günstiger oder verkauft wird:</p>
      <ul style="margin:0 0 12px;padding-left:20px">
        ${titles.map((t) => html`<li>${t}</li>`)}
      </ul>`,
    requestText: [`Sie möchten eine E-Mail ${what} erhalten, wenn es günstiger oder verkauft wird:`, ...titles.map((t) => `- ${t}`)],
    confirmPath,
  });
}

/**
 * A car someone follows left the market. The price alert sends it, and so does the end of a car nobody
 * confirmed to whoever enquired about it (issue 37 point 3): `intro` says why they hear of it, `footer` why they got it.
 */
export function carGoneMail(
  site: MailSite,
  car: Pick<AlertCar, 'title' | 'detailPath'>,
  intro: string,
  footer: { html: SafeHtml; text: string },
): RenderedMail {
  const url = absoluteUrl(site, car.detailPath);
  const lines = carLines({ ...car, available: false, price: null, oldPrice: null, rating: null, unsubscribePath: '' });
  return renderMail(site, {
    subject: `Nicht mehr verfügbar: ${car.title}`,
    preheader: 'Dieses Fahrzeug ist nicht mehr verfügbar.',
    heading: 'Nicht mehr verfügbar',
    html: html`<p style="margin:0 0 12px">Guten Tag, ${intro}</p>
      <p style="margin:0 0 12px"><a href="${safeHref(url)}" style="color:#0b5cad;font-weight:600;text-decoration:none">${car.title}</a><br />${lines.html}</p>
      <p style="margin:0">Wir beobachten dieses Fahrzeug nicht weiter.</p>`,
    text: [`Guten Tag, ${intro}`, '', car.title, lines.text, url].join('\n'),
    footerHtml: footer.html,
    footerText: footer.text,
  });
}

/** One car got cheaper, or is no longer for sale. */
export function priceAlertChangeMail(site: MailSite, car: AlertCar): RenderedMail {
  const footer = unsubscribeFooter(site, car);
  if (!car.available) return carGoneMail(site, car, 'ein Fahrzeug auf Ihrer Merkliste wurde verkauft oder offline genommen:', footer);
  const url = absoluteUrl(site, car.detailPath);
  const lines = carLines(car);
  const intro = 'ein Fahrzeug auf Ihrer Merkliste ist günstiger geworden:';
  return renderMail(site, {
    subject: `Preis gesenkt: ${car.title}`,
    preheader: `Jetzt ${car.price ?? ''} statt ${car.oldPrice ?? ''}`,
    heading: 'Preis gesenkt',
    html: html`<p style="margin:0 0 12px">Guten Tag, ${intro}</p>
      <p style="margin:0 0 12px"><a href="${safeHref(url)}" style="color:#0b5cad;font-weight:600;text-decoration:none">${car.title}</a><br />${lines.html}</p>
      ${mailButton('Zum Fahrzeug', url)}`,
    text: [`Guten Tag, ${intro}`, '', car.title, lines.text, url].join('\n'),
    footerHtml: footer.html,
    footerText: footer.text,
  });
}

/** The weekly overview of an address's saved cars with alerts. */
export function priceAlertWeeklyMail(site: MailSite, cars: readonly AlertCar[]): RenderedMail {
  const cheaper = cars.filter((c) => c.available && c.oldPrice !== null).length;
  const gone = cars.filter((c) => !c.available).length;
  const summary =
    [cheaper > 0 ? `${cheaper} günstiger` : null, gone > 0 ? `${gone} nicht mehr verfügbar` : null].filter(Boolean).join(', ') || 'keine Preisänderung';
  const rows = cars.map((car) => {
    const lines = carLines(car);
    return html`<tr>
      <td style="padding:10px 0;border-bottom:1px solid #d7dce3">
        <a href="${safeHref(absoluteUrl(site, car.detailPath))}" style="color:#0b5cad;font-weight:600;text-decoration:none">${car.title}</a
        ><br />${lines.html}<br /><a href="${safeHref(absoluteUrl(site, car.unsubscribePath))}" style="color:#5b6472;font-size:13px"
          >Preisalarm für dieses Fahrzeug abbestellen</a
        >
      </td>
    </tr>`;
  });
  return renderMail(site, {
    subject: `Ihre gemerkten Fahrzeuge diese Woche: ${summary}`,
    preheader: `Wochenübersicht Ihrer Preisalarme: ${summary}`,
    heading: 'Wochenübersicht Ihrer gemerkten Fahrzeuge',
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${rows}
    </table>`,
    text: cars
      .map((car) => `${car.title}\n${carLines(car).text}\n${absoluteUrl(site, car.detailPath)}\nAbbestellen: ${absoluteUrl(site, car.unsubscribePath)}\n`)
      .join('\n'),
    footerHtml: html`<p style="margin:0">Sie erhalten diese E-Mail, weil Sie für diese Fahrzeuge einen wöchentlichen Preisalarm bestätigt haben.</p>`,
    footerText: 'Sie erhalten diese E-Mail, weil Sie für diese Fahrzeuge einen wöchentlichen Preisalarm bestätigt haben.',
  });
}
