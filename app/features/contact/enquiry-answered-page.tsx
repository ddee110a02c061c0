/**
 * The page behind the 'Anfrage beantwortet' link of a lead mail (issue 37 point 4). Opening the link
 * only shows the button, since mail providers' link scanners open every link; the button records the
 * answer. Works without JavaScript.
 */
import { Form } from 'react-router';
import type { AnswerLinkTarget } from '#src/leads/lead-service.server.ts';
import { LinkPage } from '../../components/layout/link-page.tsx';

export function EnquiryAnsweredPage({ target, recorded }: { target: AnswerLinkTarget | null; recorded: boolean }) {
  if (target === null) {
    return (
      <LinkPage heading="Anfrage nicht gefunden" boxClassName="enquiry-answered">
        <p>Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der E-Mail zur Anfrage.</p>
      </LinkPage>
    );
  }
  const subject = target.listingTitle === null ? `die Anfrage von ${target.buyerName}` : `die Anfrage von ${target.buyerName} zu ${target.listingTitle}`;
  if (recorded || target.answeredAt !== null) {
    return (
      <LinkPage heading="Anfrage beantwortet" boxClassName="enquiry-answered">
        <p role="status">Vielen Dank! Ihre Antwort auf {subject} ist vermerkt.</p>
      </LinkPage>
    );
  }
  return (
    <LinkPage heading="Anfrage beantwortet?" boxClassName="enquiry-answered">
      <p>Haben Sie {subject} beantwortet? Dann vermerken Sie es hier: So sehen Käufer, wie schnell Sie antworten.</p>
      <Form method="post">
        <button type="submit" className="button button--primary">
          Anfrage beantwortet
        </button>
      </Form>
    </LinkPage>
  );
}
