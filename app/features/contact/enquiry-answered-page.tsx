/**
 * The page behind the 'Anfrage beantwortet' link of a lead mail (issue 37 point 4). Opening the link
 * only shows the button, since mail providers' link scanners open every link; the button records the
 * answer. Works without JavaScript.
 */
import { Form } from 'react-router';
import type { AnswerLinkTarget } from '#src/leads/lead-service.server.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';

export function EnquiryAnsweredPage({ target, recorded }: { target: AnswerLinkTarget | null; recorded: boolean }) {
  if (target === null) {
    return (
      <div className="page">
        <div className="enquiry-answered">
          <PageHeading>Anfrage nicht gefunden</PageHeading>
          <p>Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der E-Mail zur Anfrage.</p>
        </div>
      </div>
    );
  }
  const subject = target.listingTitle === null ? `die Anfrage von ${target.buyerName}` : `die Anfrage von ${target.buyerName} zu ${target.listingTitle}`;
  if (recorded || target.answeredAt !== null) {
    return (
      <div className="page">
        <div className="enquiry-answered">
          <PageHeading>Anfrage beantwortet</PageHeading>
          <p role="status">Vielen Dank! Ihre Antwort auf {subject} ist vermerkt.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <div className="enquiry-answered">
        <PageHeading>Anfrage beantwortet?</PageHeading>
        <p>Haben Sie {subject} beantwortet? Dann vermerken Sie es hier: So sehen Käufer, wie schnell Sie antworten.</p>
        <Form method="post">
          <button type="submit" className="button button--primary">
            Anfrage beantwortet
          </button>
        </Form>
      </div>
    </div>
  );
}
