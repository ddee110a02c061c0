import { html, safeHref, type SafeHtml } from './html.ts';

/** What every template needs to know about the site. */
export interface MailSite {
  siteName: string;
  /** absolute base URL without trailing slash, e.g. https://www.gebrauchtwagen.at */
  publicUrl: string;
}

/** A message ready for the outbox: subject plus HTML and plain-text bodies with the same content. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailBody {
  subject: string;
  /** a hidden preview line that mail clients show next to the subject */
  preheader: string;
  heading: string;
  html: SafeHtml;
  text: string;
  /** an extra footer line, e.g. the unsubscribe link */
  footerHtml?: SafeHtml;
  footerText?: string;
}

// The site's palette (app/styles/app.css); mails need inline styles, most clients ignore <style>.
const BRAND = '#0b5cad';
const TEXT = '#1d2430';
const MUTED = '#5b6472';
const BG = '#f3f5f8';

export function absoluteUrl(site: MailSite, path: string): string {
  return `${site.publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A button-like link that renders in every mail client (a padded, coloured table cell). */
export function mailButton(label: string, url: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0">
    <tr>
      <td style="background:${BRAND};border-radius:8px">
        <a href="${safeHref(url)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:600;text-decoration:none">${label}</a>
      </td>
    </tr>
  </table>`;
}

/** Wraps a body in the site's frame: brand header, white card, footer with the site link. */
export function renderMail(site: MailSite, body: MailBody): RenderedMail {
  const home = absoluteUrl(site, '/');
  const page = html`<!doctype html>
    <html lang="de-AT">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${body.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:${BG};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:${TEXT};line-height:1.5">
        <div style="display:none;max-height:0;overflow:hidden">${body.preheader}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BG}">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
                <tr>
                  <td style="background:${BRAND};border-radius:8px 8px 0 0;padding:16px 24px">
                    <a href="${safeHref(home)}" style="color:#ffffff;font-size:20px;font-weight:700;text-decoration:none">${site.siteName}</a>
                  </td>
                </tr>
                <tr>
                  <td style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px">
                    <h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${body.heading}</h1>
                    ${body.html}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;color:${MUTED};font-size:13px">
                    ${body.footerHtml ?? ''}
                    <p style="margin:8px 0 0">
                      Diese E-Mail wurde automatisch von <a href="${safeHref(home)}" style="color:${MUTED}">${site.siteName}</a> versendet.
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  const text = [
    body.heading,
    '='.repeat(Math.min(body.heading.length, 60)),
    '',
    body.text.trim(),
    '',
    '--',
    ...(body.footerText ? [body.footerText, ''] : []),
    `Diese E-Mail wurde automatisch von ${site.siteName} versendet: ${home}`,
  ].join('\n');
  return { subject: body.subject, html: page.value, text };
}
