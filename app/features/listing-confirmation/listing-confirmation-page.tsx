/**
 * The page behind the monthly 'Noch zu verkaufen?' mail to a private seller (issue 37 point 3). Opening
 * the link only shows the two buttons, since mail providers' link scanners open every link; a button
 * answers. Works without JavaScript.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { ConfirmationTarget } from '#src/listing-confirmation/listing-confirmation.server.ts';
import { PRIVATE_ASK_AFTER_DAYS } from '#src/domain/listing/listing-confirmation.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';

function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="page">
      <div className="enquiry-answered">
        <PageHeading>{heading}</PageHeading>
        {children}
      </div>
    </div>
  );
}

export function ListingConfirmationPage({ target }: { target: ConfirmationTarget | null }) {
  if (target === null) {
    return (
      <Frame heading="Inserat nicht gefunden">
        <p>Dieser Link ist ungültig. Bitte verwenden Sie den Link aus unserer E-Mail zu Ihrem Inserat.</p>
      </Frame>
    );
  }
  if (target.answer === 'available') {
    return (
      <Frame heading="Inserat bestätigt">
        <p role="status">
          Vielen Dank! „{target.title}“ bleibt online. Wir fragen Sie in {PRIVATE_ASK_AFTER_DAYS} Tagen wieder.
        </p>
      </Frame>
    );
  }
  if (target.answer === 'sold') {
    return (
      <Frame heading="Inserat offline genommen">
        <p role="status">Herzlichen Glückwunsch zum Verkauf! „{target.title}“ ist nicht mehr online.</p>
      </Frame>
    );
  }
  if (target.closed) {
    return (
      <Frame heading="Inserat nicht mehr online">
        <p>„{target.title}“ ist nicht mehr online und kann hier nicht mehr bestätigt werden.</p>
      </Frame>
    );
  }
  return (
    <Frame heading="Ist Ihr Fahrzeug noch zu verkaufen?">
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
    </Frame>
  );
}
