import { html, safeHref } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';
import { doubleOptInMail } from './double-opt-in-mail.ts';

/**
 * The 'Wertalarm' mails (issue 28 §2): the double opt-in, and one mail when the value of a saved
 * valuation moved by more than 5 %. The unsubscribe link opens a page with a button (a GET never deletes).
 */
export interface ValuedCar {
  /** 'VW Golf, EZ 06/2017, 140.000 km' */
  title: string;
  /** the valuation's permalink (page address with the inputs) */
  valuationPath: string;
}

export function valueAlertConfirmationMail(site: MailSite, car: ValuedCar, value: string, confirmPath: string): RenderedMail {
  const url = absoluteUrl(site, car.valuationPath);
  const request = `Sie möchten eine E-Mail erhalten, wenn sich der Wert Ihres Autos um mehr als 5 % ändert: ${car.title}, heute ${value}.`;
  return doubleOptInMail(site, {
    name: { nominative: 'Wertalarm', accusative: 'Wertalarm' },
    requestHtml: html`<p style="margin:0 0 12px">
      Sie möchten eine E-Mail erhalten, wenn sich der Wert Ihres Autos um mehr als 5 % ändert:
      <a href="${safeHref(url)}" style="color:#0b5cad">${car.title}</a>, heute ${value}.
    </p>`,
    requestText: [request, url],
    confirmPath,
  });
}

export function valueAlertChangeMail(
  site: MailSite,
  car: ValuedCar,
  change: { oldValue: string; newValue: string; percent: string; up: boolean; unsubscribePath: string },
): RenderedMail {
  const url = absoluteUrl(site, car.valuationPath);
  const unsubscribeUrl = absoluteUrl(site, change.unsubscribePath);
  const moved = `${change.up ? 'gestiegen' : 'gesunken'} (${change.up ? '+' : '−'}${change.percent})`;
  const line = `Der Marktwert Ihres ${car.title} ist seit unserer letzten Nachricht ${moved}: jetzt ${change.newValue}, vorher ${change.oldValue}.`;
  return renderMail(site, {
    subject: `Wertalarm: Ihr Auto ist jetzt ${change.newValue} wert`,
    preheader: `Jetzt ${change.newValue} statt ${change.oldValue}`,
    heading: change.up ? 'Der Wert Ihres Autos ist gestiegen' : 'Der Wert Ihres Autos ist gesunken',
    html: html`<p style="margin:0 0 12px">Guten Tag,</p>
      <p style="margin:0 0 12px">${line}</p>
      ${mailButton('Bewertung ansehen', url)}`,
    text: ['Guten Tag,', '', line, '', `Bewertung ansehen: ${url}`].join('\n'),
    footerHtml: html`<p style="margin:0">
      Sie erhalten diese E-Mail, weil Sie einen Wertalarm bestätigt haben. <a href="${safeHref(unsubscribeUrl)}" style="color:#5b6472">Wertalarm abbestellen</a>
    </p>`,
    footerText: `Sie erhalten diese E-Mail, weil Sie einen Wertalarm bestätigt haben. Wertalarm abbestellen: ${unsubscribeUrl}`,
  });
}
