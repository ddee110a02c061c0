/**
 * The page behind the monthly 'Noch zu verkaufen?' mail to a private seller (issue 37 point 3). Opening
 * the link only shows the two buttons, since mail providers' link scanners open every link; a button
 * answers. Works without JavaScript.
 */
import { Form } from 'react-router';
import type { ConfirmationTarget } from '#src/listing-confirmation/listing-confirmation.server.ts';
import { PRIVATE_ASK_AFTER_DAYS } from '#src/domain/listing/listing-confirmation.ts';
import { LinkPage } from '../../components/layout/link-page.tsx';

export function ListingConfirmationPage({ target }: { target: ConfirmationTarget | null }) {
  if (target === null) {
    return (
      <LinkPage boxClassName="enquiry-answered" heading="Inserat nicht gefunden">
        <p>Dieser Link ist ungültig. Bitte verwenden Sie den Link aus unserer E-Mail zu Ihrem Inserat.</p>
      </LinkPage>
    );
  }
  if (target.answer === 'available') {
    return (
      <LinkPage boxClassName="enquiry-answered" heading="Inserat bestätigt">
        <p role="status">
          Vielen Dank! „{target.title}“ bleibt online. Wir fragen Sie in {PRIVATE_ASK_AFTER_DAYS} Tagen wieder.
        </p>
      </LinkPage>
    );
  }
  if (target.answer === 'sold') {
    return (
      <LinkPage boxClassName="enquiry-answered" heading="Inserat offline genommen">
        <p role="status">Herzlichen Glückwunsch zum Verkauf! „{target.title}“ ist nicht mehr online.</p>
      </LinkPage>
    );
  }
  if (target.closed) {
    return (
      <LinkPage boxClassName="enquiry-answered" heading="Inserat nicht mehr online">
        <p>„{target.title}“ ist nicht mehr online und kann hier nicht mehr bestätigt werden.</p>
      </LinkPage>
    );
  }
  return (
    <LinkPage boxClassName="enquiry-answered" heading="Ist Ihr Fahrzeug noch zu verkaufen?">
      <p>
        Bitte sagen Sie uns, ob „{target.title}“ noch zu haben ist. Käufer sollen nur Fahrzeuge sehen, die es noch gibt; ohne Antwort nehmen wir das Inserat
        nach 7 Tagen offline.
      </p>
      <Form method="post" className="listing-confirmation__answers">
        <button type="submit" name="answer" value="available" className="button button--primary">
          Ja, noch zu verkaufen
        </button>{' '}
        <button type="submit" name="answer" value="sold" className="button">
          Nein, bereits verkauft
        </button>
      </Form>
    </LinkPage>
  );
}
