import { html, type SafeHtml } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';

/** A subscription's name as its confirmation mail declines it: 'Suchagent' / 'Suchagenten'. */
export interface SubscriptionName {
  nominative: string;
  accusative: string;
}

/**
 * The confirmation mail of every double opt-in (search agent, price alert, 'Wertalarm'): greeting,
 * what was asked for, the button, and that ignoring the mail sends nothing more. Nothing else is
 * sent to the address until its link was followed.
 */
export function doubleOptInMail(
  site: MailSite,
  content: {
    name: SubscriptionName;
    /** what the subscriber asked for, as HTML paragraphs and as plain-text lines */
    requestHtml: SafeHtml;
    requestText: readonly string[];
    confirmPath: string;
    footerHtml?: SafeHtml;
    footerText?: string;
  },
): RenderedMail {
  const { nominative, accusative } = content.name;
  const confirmUrl = absoluteUrl(site, content.confirmPath);
  const ignore = `Wenn Sie diesen ${accusative} nicht angelegt haben, ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keine weiteren Nachrichten.`;
  return renderMail(site, {
    subject: `Bitte bestätigen Sie Ihren ${accusative}`,
    preheader: `Nur noch ein Klick: Bestätigen Sie Ihre E-Mail-Adresse für den ${accusative}.`,
    heading: `${nominative} bestätigen`,
    html: html`<p style="margin:0 0 12px">Guten Tag,</p>
      ${content.requestHtml}
      <p style="margin:0 0 12px">Bitte bestätigen Sie dazu Ihre E-Mail-Adresse:</p>
      ${mailButton(`${nominative} bestätigen`, confirmUrl)}
      <p style="margin:0;color:#5b6472;font-size:14px">${ignore}</p>`,
    text: ['Guten Tag,', '', ...content.requestText, '', 'Bitte bestätigen Sie dazu Ihre E-Mail-Adresse:', confirmUrl, '', ignore].join('\n'),
    footerHtml: content.footerHtml,
    footerText: content.footerText,
  });
}
