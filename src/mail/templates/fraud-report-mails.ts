import { ROUTE_PATHS } from '../../domain/navigation/route-paths.ts';
import { html, multiline, safeHref } from '../html.ts';
import { absoluteUrl, mailButton, renderMail, type MailSite, type RenderedMail } from '../mail-layout.ts';

export interface FraudNoticeContent {
  reportId: number;
  reason: string;
  comment: string;
  reporterEmail: string;
  listing: { id: number; title: string; detailPath: string };
  /** set when this report pushed the listing over the review threshold */
  flaggedWithReports: number | null;
}

/** Tells the operators about a new report; handled on the operator page /betrieb/moderation/ or with `npm run moderation`. */
export function fraudReportNoticeMail(site: MailSite, notice: FraudNoticeContent): RenderedMail {
  const url = absoluteUrl(site, notice.listing.detailPath);
  const moderationUrl = absoluteUrl(site, ROUTE_PATHS.moderation);
  const flag =
    notice.flaggedWithReports === null ? null : `Das Inserat hat jetzt ${notice.flaggedWithReports} Betrugsmeldungen und wurde zur Prüfung markiert.`;
  return renderMail(site, {
    subject: `${notice.flaggedWithReports === null ? '' : '[Prüfung] '}Meldung #${notice.reportId} zu Inserat ${notice.listing.id}: ${notice.reason}`,
    preheader: `Neue Meldung zum Inserat ${notice.listing.title}`,
    heading: 'Neue Meldung zu einem Inserat',
    html: html`${flag ? html`<p style="margin:0 0 12px;padding:10px 14px;background:#fff4e5;border-radius:8px;color:#b35900"><strong>${flag}</strong></p>` : ''}
      <p style="margin:0 0 12px">
        Inserat <strong>${notice.listing.title}</strong> (Nr. ${notice.listing.id})<br />Grund: ${notice.reason}<br />Gemeldet von: ${notice.reporterEmail}
      </p>
      <div style="background:#f3f5f8;border-radius:8px;padding:12px 16px">${multiline(notice.comment)}</div>
      ${mailButton('Inserat ansehen', url)}
      <p style="margin:0;color:#5b6472;font-size:14px">
        Sperren oder erledigen: <a href="${safeHref(moderationUrl)}">Moderation</a> (oder <code>npm run moderation -- list</code>)
      </p>`,
    text: [
      ...(flag ? [flag, ''] : []),
      `Inserat: ${notice.listing.title} (Nr. ${notice.listing.id})`,
      `Grund: ${notice.reason}`,
      `Gemeldet von: ${notice.reporterEmail}`,
      '',
      notice.comment,
      '',
      `Inserat ansehen: ${url}`,
      `Sperren oder erledigen: ${moderationUrl} (oder npm run moderation -- list)`,
    ].join('\n'),
  });
}
