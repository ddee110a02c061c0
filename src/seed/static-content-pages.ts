/**
 * Content served by /api/static-content/{name} and the static pages (SPEC §2, §7). The HTML is
 * sanitised when rendered (src/domain/content/sanitize-html.ts), so only allow-listed markup works.
 *
 * Company data in the imprint and privacy policy (register number, VAT id, address) are the demo
 * operator's and must be replaced with the real operator's before going live.
 */

import { DEALER_PHONE_HOURS, SUPPORT_PHONE } from '../domain/marketplace/support-contact.ts';

const UPDATED = 'Stand: November 2026';

const OPERATOR = {
  name: 'Gebrauchtwagen.at Online-Marktplatz GmbH',
  street: 'Mariahilfer Straße 120',
  city: '1070 Wien',
  email: 'support@gebrauchtwagen.at',
  privacyEmail: 'datenschutz@gebrauchtwagen.at',
};

const privacyPolicy = `
<p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (Datenschutz-Grundverordnung – DSGVO, Datenschutzgesetz – DSG, Telekommunikationsgesetz 2021 – TKG 2021). In dieser Datenschutzerklärung informieren wir Sie, welche Daten wir verarbeiten, wozu, auf welcher Rechtsgrundlage, wie lange und welche Rechte Sie haben.</p>

<h2>1. Verantwortlicher</h2>
<p>${OPERATOR.name}<br>${OPERATOR.street}<br>${OPERATOR.city}, Österreich<br>E-Mail: <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a></p>
<p>Für alle Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns unter <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.</p>

<h2>2. Welche Daten wir wofür verarbeiten</h2>

<h3>2.1 Aufruf der Website (Server-Protokolle)</h3>
<p>Bei jedem Aufruf speichert unser Server vorübergehend: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, übertragene Datenmenge, Statuscode sowie Browser und Betriebssystem (User-Agent). Diese Daten brauchen wir, um die Website auszuliefern, Fehler zu beheben und Angriffe abzuwehren.</p>
<ul>
<li><strong>Rechtsgrundlage:</strong> berechtigtes Interesse am sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO).</li>
<li><strong>Speicherdauer:</strong> 14 Tage; bei einem Sicherheitsvorfall bis zu dessen Aufklärung.</li>
</ul>

<h3>2.2 Merkliste</h3>
<p>Die Fahrzeuge Ihrer Merkliste werden im lokalen Speicher Ihres Browsers abgelegt. Damit die Liste nicht verloren geht, speichern wir zusätzlich eine zufällig erzeugte Besucherkennung (keine Rückschlüsse auf Ihre Person möglich) zusammen mit den Nummern der gemerkten Fahrzeuge auf unserem Server.</p>
<ul>
<li><strong>Rechtsgrundlage:</strong> Bereitstellung der von Ihnen gewünschten Funktion (Art. 6 Abs. 1 lit. b DSGVO; § 165 Abs. 3 TKG 2021 – unbedingt erforderlich).</li>
<li><strong>Speicherdauer:</strong> bis Sie die Fahrzeuge entfernen, spätestens 12 Monate nach der letzten Nutzung.</li>
</ul>

<h3>2.3 Anfragen an Verkäufer</h3>
<p>Wenn Sie über das Kontaktformular eines Inserats eine Anfrage senden, verarbeiten wir Name, E-Mail-Adresse, optional Ihre Telefonnummer und Ihre Nachricht und leiten sie an den Anbieter des Fahrzeugs weiter. Auf Wunsch senden wir Ihnen eine Kopie.</p>
<ul>
<li><strong>Rechtsgrundlage:</strong> Anbahnung eines Vertrags auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO).</li>
<li><strong>Empfänger:</strong> der jeweilige Anbieter (Händler oder Privatperson), der Ihre Daten in eigener Verantwortung verarbeitet.</li>
<li><strong>Automatch:</strong> Nur wenn Sie dieses Feld ankreuzen, geben wir Ihre Anfrage an bis zu drei weitere Händler mit ähnlichen Fahrzeugen weiter (Einwilligung, Art. 6 Abs. 1 lit. a DSGVO).</li>
<li><strong>Speicherdauer:</strong> 6 Monate, um Missbrauch nachzuverfolgen und Rückfragen zu beantworten.</li>
</ul>

<h3>2.4 Telefonnummern von Händlern</h3>
<p>Bei manchen Händlern zeigen wir beim Klick auf „Nummer anzeigen“ eine Vermittlungsnummer an, die Anrufe an den Händler weiterleitet. Dabei werden Zeitpunkt und Dauer des Anrufs sowie die Nummer des Inserats verarbeitet, nicht jedoch der Inhalt des Gesprächs. Ihre eigene Rufnummer wird dem Händler wie bei einem direkten Anruf übermittelt, sofern Sie sie nicht unterdrücken.</p>
<ul>
<li><strong>Rechtsgrundlage:</strong> berechtigtes Interesse an der Abrechnung und Qualitätssicherung gegenüber Händlern (Art. 6 Abs. 1 lit. f DSGVO).</li>
<li><strong>Speicherdauer:</strong> 90 Tage.</li>
</ul>

<h3>2.5 Suchagent</h3>
<p>Wenn Sie einen Suchagenten anlegen, speichern wir Ihre E-Mail-Adresse und die Suchkriterien und senden Ihnen neue passende Fahrzeuge per E-Mail. Jede E-Mail enthält einen Link zum Abmelden.</p>
<ul>
<li><strong>Rechtsgrundlage:</strong> Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), jederzeit widerrufbar.</li>
<li><strong>Speicherdauer:</strong> bis zur Abmeldung.</li>
</ul>

<h3>2.6 Meldung fehlerhafter oder verdächtiger Inserate</h3>
<p>Melden Sie ein Inserat, verarbeiten wir Ihre E-Mail-Adresse, den Grund und Ihren Kommentar, um die Meldung zu prüfen und Sie bei Rückfragen zu kontaktieren.</p>
<ul>
<li><strong>Rechtsgrundlage:</strong> berechtigtes Interesse am Schutz unserer Nutzer vor Betrug (Art. 6 Abs. 1 lit. f DSGVO).</li>
<li><strong>Speicherdauer:</strong> 12 Monate nach Abschluss der Prüfung.</li>
</ul>

<h3>2.7 Kontakt mit unserem Kundenservice</h3>
<p>Schreiben Sie uns eine E-Mail oder rufen Sie uns an, verarbeiten wir die Angaben, die Sie uns dabei machen, um Ihr Anliegen zu bearbeiten (Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO). Wir löschen die Korrespondenz nach 3 Jahren, sofern keine gesetzlichen Aufbewahrungspflichten (z. B. 7 Jahre nach § 132 BAO für Rechnungen) entgegenstehen.</p>

<h2>3. Cookies, Statistik und Werbung</h2>
<p>Ohne Ihre Zustimmung verwenden wir nur technisch notwendige Cookies und Speicher: das Cookie <code>gw_consent</code>, das Ihre Auswahl im Cookie-Hinweis für 6 Monate speichert, und den lokalen Speicher für die Merkliste (§ 165 Abs. 3 TKG 2021).</p>
<p>Nur wenn Sie im Cookie-Hinweis „Alle akzeptieren“ wählen, erfassen wir Nutzungsereignisse (z. B. ausgeführte Suchen, gemerkte Fahrzeuge, angezeigte Telefonnummern), um unser Angebot zu verbessern, und zeigen Werbung, die zu Ihrer Suche passt (Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 165 Abs. 3 TKG 2021). Sie können Ihre Einwilligung jederzeit unter <a href="/cookie-einstellungen/">Cookie-Einstellungen</a> widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.</p>

<h2>4. Partnerportal für Inserenten</h2>
<p>Die Links „Einloggen“, „Inserat aufgeben“ und „Als Händler verkaufen“ führen zu unserem Partnerportal, auf dem Inserate verwaltet werden. Dort gilt die Datenschutzerklärung des Partnerportals, auf die Sie bei der Registrierung hingewiesen werden.</p>

<h2>5. Auftragsverarbeiter und Übermittlung</h2>
<p>Wir setzen Dienstleister für Hosting und E-Mail-Versand ein, die Daten ausschließlich nach unserer Weisung verarbeiten (Art. 28 DSGVO). Alle Server stehen in der Europäischen Union. Eine Übermittlung in Länder außerhalb des EWR findet nicht statt.</p>

<h2>6. Ihre Rechte</h2>
<p>Sie haben das Recht auf</p>
<ul>
<li>Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO),</li>
<li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
<li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
<li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
<li>Widerspruch gegen Verarbeitungen, die auf berechtigtem Interesse beruhen (Art. 21 DSGVO),</li>
<li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
</ul>
<p>Schreiben Sie dazu an <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. Wir antworten innerhalb eines Monats.</p>
<p>Wenn Sie meinen, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, können Sie sich bei der Aufsichtsbehörde beschweren: Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, <a href="mailto:dsb@dsb.gv.at">dsb@dsb.gv.at</a>, <a href="https://www.dsb.gv.at/" target="_blank">www.dsb.gv.at</a>.</p>

<h2>7. Datensicherheit</h2>
<p>Alle Verbindungen zu dieser Website sind verschlüsselt (TLS). Zugriff auf personenbezogene Daten haben nur Mitarbeiterinnen und Mitarbeiter, die ihn für ihre Aufgabe brauchen und zur Verschwiegenheit verpflichtet sind.</p>

<p><small>${UPDATED}</small></p>
`;

const imprint = `
<p>Informationen und Offenlegung gemäß § 5 E-Commerce-Gesetz, § 14 Unternehmensgesetzbuch, § 63 Gewerbeordnung und § 25 Mediengesetz.</p>

<h2>Medieninhaber und Herausgeber</h2>
<p>${OPERATOR.name}<br>${OPERATOR.street}<br>${OPERATOR.city}, Österreich</p>
<table>
<tbody>
<tr><th scope="row">Telefon</th><td><a href="tel:${SUPPORT_PHONE.tel}">${SUPPORT_PHONE.display}</a> (${DEALER_PHONE_HOURS})</td></tr>
<tr><th scope="row">E-Mail</th><td><a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a></td></tr>
<tr><th scope="row">Rechtsform</th><td>Gesellschaft mit beschränkter Haftung</td></tr>
<tr><th scope="row">Firmenbuchnummer</th><td>FN 000000a</td></tr>
<tr><th scope="row">Firmenbuchgericht</th><td>Handelsgericht Wien</td></tr>
<tr><th scope="row">UID-Nummer</th><td>ATU00000000</td></tr>
<tr><th scope="row">Geschäftsführung</th><td>Mag. Andrea Huber, DI Markus Leitner</td></tr>
<tr><th scope="row">Unternehmensgegenstand</th><td>Betrieb eines Online-Marktplatzes für Kraftfahrzeuge</td></tr>
<tr><th scope="row">Gewerbe</th><td>Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik; Werbeagentur</td></tr>
<tr><th scope="row">Gewerbebehörde</th><td>Magistratisches Bezirksamt für den 6./7. Bezirk, Wien</td></tr>
<tr><th scope="row">Kammerzugehörigkeit</th><td>Wirtschaftskammer Wien, Fachgruppe Werbung und Marktkommunikation sowie Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie</td></tr>
<tr><th scope="row">Berufsrecht</th><td>Gewerbeordnung 1994, abrufbar unter <a href="https://www.ris.bka.gv.at/" target="_blank">www.ris.bka.gv.at</a></td></tr>
</tbody>
</table>

<h2>Grundlegende Richtung (Blattlinie)</h2>
<p>Gebrauchtwagen.at ist ein Online-Marktplatz für Gebraucht- und Neuwagen in Österreich. Die Website informiert über Fahrzeugangebote von Händlern und Privatpersonen und bietet Ratgeber rund um den sicheren Autokauf und -verkauf.</p>

<h2>Inhalte der Inserate</h2>
<p>Die Inserate stammen von den jeweiligen Anbietern. Diese sind für Richtigkeit, Vollständigkeit und Aktualität ihrer Angaben selbst verantwortlich. Wir prüfen Inserate stichprobenartig und sofort, wenn uns ein Fehler oder ein Verdacht gemeldet wird. Kaufverträge kommen ausschließlich zwischen Käufer und Anbieter zustande.</p>

<h2>Haftung für Links</h2>
<p>Für Inhalte externer Websites, auf die wir verlinken, sind deren Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Links umgehend.</p>

<h2>Urheberrecht</h2>
<p>Texte, Grafiken und Gestaltung dieser Website sind urheberrechtlich geschützt. Fahrzeugfotos gehören den jeweiligen Anbietern. Jede Verwendung außerhalb der Grenzen des Urheberrechtsgesetzes bedarf unserer Zustimmung.</p>

<h2>Streitbeilegung</h2>
<p>Verbraucherinnen und Verbraucher können sich bei Streitigkeiten an die Schlichtung für Verbrauchergeschäfte wenden (<a href="https://www.verbraucherschlichtung.at/" target="_blank">www.verbraucherschlichtung.at</a>). Wir sind bereit, an Verfahren vor dieser Stelle teilzunehmen.</p>

<p><small>${UPDATED}</small></p>
`;

/** A blank line to fill in by hand on the printed contract. */
const blank = '<td class="contract-fill"></td>';
const row = (label: string) => `<tr><th scope="row">${label}</th>${blank}</tr>`;
const party = (who: string) => `
<table class="contract-table">
<caption>${who}</caption>
<tbody>
${row('Vor- und Familienname bzw. Firma')}
${row('Straße, Hausnummer')}
${row('PLZ, Ort')}
${row('Geburtsdatum')}
${row('Telefon, E-Mail')}
${row('Lichtbildausweis (Art, Nummer, Behörde)')}
</tbody>
</table>`;

const purchaseContract = `
<p class="notice">Muster für den Kauf eines gebrauchten Kraftfahrzeugs <strong>zwischen Privatpersonen</strong> in Österreich. Drucken Sie den Vertrag zweimal aus, füllen Sie beide Exemplare gemeinsam aus und unterschreiben Sie beide – jede Partei behält eines. Kaufen Sie bei einem Händler, gilt das Verbrauchergewährleistungsgesetz (VGG); die Gewährleistung kann dann nicht ausgeschlossen werden, und der Händler verwendet in der Regel seinen eigenen Vertrag.</p>

<h2>Kaufvertrag über ein gebrauchtes Kraftfahrzeug</h2>

${party('Verkäufer')}
${party('Käufer')}

<table class="contract-table">
<caption>Fahrzeug</caption>
<tbody>
${row('Marke, Modell, Type')}
${row('Fahrzeug-Identifizierungsnummer (FIN)')}
${row('Erstzulassung')}
${row('Amtliches Kennzeichen')}
${row('Kilometerstand laut Tacho')}
${row('Farbe')}
${row('Letzte Begutachtung nach § 57a KFG („Pickerl“) – gültig bis')}
${row('Anzahl der Schlüssel')}
</tbody>
</table>

<h3>Mit übergebene Unterlagen und Zubehör (bitte ankreuzen)</h3>
<ul class="contract-checklist">
<li>☐ Zulassungsschein (Teil I und Teil II)</li>
<li>☐ Typenschein bzw. Einzelgenehmigungsbescheid (sofern in Papierform vorhanden)</li>
<li>☐ Gutachten der letzten § 57a-Begutachtung</li>
<li>☐ Serviceheft bzw. Servicenachweise</li>
<li>☐ Zusätzlicher Reifensatz: ______________________</li>
<li>☐ Sonstiges: ______________________</li>
</ul>

<h3>1. Kaufpreis und Zahlung</h3>
<table class="contract-table">
<tbody>
${row('Kaufpreis in Euro')}
${row('in Worten')}
</tbody>
</table>
<ul class="contract-checklist">
<li>☐ Der Kaufpreis wird bei Übergabe in bar bezahlt. Der Verkäufer bestätigt den Erhalt mit seiner Unterschrift unten.</li>
<li>☐ Der Kaufpreis wird vor der Übergabe auf folgendes Konto überwiesen (IBAN): ______________________</li>
</ul>
<p>Das Fahrzeug bleibt bis zur vollständigen Bezahlung des Kaufpreises Eigentum des Verkäufers.</p>

<h3>2. Zusicherungen des Verkäufers</h3>
<p>Der Verkäufer sichert zu (Zutreffendes ankreuzen):</p>
<ul class="contract-checklist">
<li>☐ Das Fahrzeug steht in seinem Eigentum und ist frei von Rechten Dritter (nicht verpfändet, nicht geleast, kein Eigentumsvorbehalt einer Bank).</li>
<li>☐ Der angegebene Kilometerstand entspricht nach seinem Wissen der tatsächlichen Gesamtlaufleistung.</li>
<li>☐ Das Fahrzeug hat während seiner Besitzzeit keinen Unfallschaden erlitten, und ihm sind keine früheren Unfallschäden bekannt.</li>
<li>☐ Das Fahrzeug hat folgende Unfall- oder sonstige Schäden bzw. Mängel: ______________________</li>
<li>☐ Das Fahrzeug wurde nicht gewerblich (z. B. als Taxi, Miet- oder Fahrschulwagen) genutzt.</li>
</ul>

<h3>3. Gewährleistung</h3>
<p>Das Fahrzeug wird verkauft wie besichtigt und probegefahren. Die Gewährleistung wird ausgeschlossen. Dieser Ausschluss gilt nicht für Mängel, die der Verkäufer arglistig verschwiegen hat, und nicht für das Fehlen der unter Punkt 2 zugesicherten Eigenschaften.</p>

<h3>4. Übergabe, Abmeldung und Versicherung</h3>
<table class="contract-table">
<tbody>
${row('Übergabe am (Datum, Uhrzeit)')}
${row('Ort der Übergabe')}
${row('Kilometerstand bei Übergabe')}
</tbody>
</table>
<ul class="contract-checklist">
<li>☐ Der Verkäufer meldet das Fahrzeug vor der Übergabe ab und behält die Kennzeichentafeln.</li>
<li>☐ Der Käufer lässt das Fahrzeug binnen ____ Tagen auf sich zu und gibt die Kennzeichentafeln danach dem Verkäufer zurück bzw. bei der Zulassungsstelle ab.</li>
</ul>
<p>Ab der Übergabe trägt der Käufer alle Kosten und die Haftung aus dem Betrieb des Fahrzeugs (insbesondere Verwaltungsstrafen, Maut- und Parkgebühren). Der Verkäufer meldet den Verkauf unverzüglich seiner Haftpflichtversicherung.</p>

<h3>5. Sonstige Vereinbarungen</h3>
<table class="contract-table">
<tbody>
<tr><td class="contract-fill contract-fill--tall"></td></tr>
</tbody>
</table>

<h3>6. Unterschriften</h3>
<table class="contract-table contract-signatures">
<tbody>
<tr><th scope="row">Ort, Datum</th>${blank}${blank}</tr>
<tr><th scope="row">Unterschrift</th><td class="contract-fill contract-fill--tall">Verkäufer</td><td class="contract-fill contract-fill--tall">Käufer</td></tr>
<tr><th scope="row">Kaufpreis erhalten (bei Barzahlung)</th><td class="contract-fill contract-fill--tall">Unterschrift Verkäufer</td><td></td></tr>
</tbody>
</table>

<h2>Bevor Sie unterschreiben</h2>
<ul>
<li>Vergleichen Sie den Lichtbildausweis des Verkäufers mit dem Namen im Zulassungsschein.</li>
<li>Vergleichen Sie die FIN am Fahrzeug (meist unter der Windschutzscheibe und im Motorraum) mit den Papieren.</li>
<li>Lassen Sie sich das letzte § 57a-Gutachten zeigen: Es nennt den Kilometerstand zum Zeitpunkt der Prüfung.</li>
<li>Machen Sie eine Probefahrt und lassen Sie das Fahrzeug im Zweifel von einer Werkstatt oder einem Autofahrerclub prüfen.</li>
<li>Zahlen Sie nie, bevor Sie das Fahrzeug gesehen haben. Mehr dazu in unseren <a href="/sicherheitshinweise/">Sicherheitshinweisen</a>.</li>
</ul>

<p><small>Dieses Muster ersetzt keine Rechtsberatung. ${UPDATED}</small></p>
`;

const safetyPrecaution = `
<p>Die allermeisten Inserate auf Gebrauchtwagen.at stammen von seriösen Händlern und Privatpersonen. Betrüger nutzen aber jeden großen Marktplatz. Mit den folgenden Regeln erkennen Sie die häufigsten Maschen und schützen Ihr Geld – als Käufer wie als Verkäufer.</p>

<h2>Die fünf wichtigsten Regeln</h2>
<ol>
<li><strong>Nie im Voraus zahlen</strong> – keine Anzahlung, keine „Reservierungsgebühr“, keine Transportkosten, bevor Sie das Fahrzeug gesehen und die Papiere geprüft haben.</li>
<li><strong>Persönlich besichtigen</strong> – am besten bei Tageslicht an der Adresse des Verkäufers, die im Zulassungsschein steht.</li>
<li><strong>Papiere prüfen</strong> – Name im Ausweis = Name im Zulassungsschein, FIN am Fahrzeug = FIN in den Papieren.</li>
<li><strong>Keine Bargeld-Transferdienste</strong> – Geld über Western Union, MoneyGram, Gutscheinkarten oder Kryptowährungen ist verloren.</li>
<li><strong>Zu schön, um wahr zu sein?</strong> – Liegt der Preis deutlich unter vergleichbaren Angeboten, seien Sie besonders vorsichtig.</li>
</ol>

<h2>Maschen, vor denen Käufer sich hüten sollten</h2>

<h3>Das Auto steht angeblich im Ausland</h3>
<p>Der Verkäufer ist „beruflich im Ausland“, „gerade übersiedelt“ oder „auf einer Bohrinsel“ und will das Fahrzeug per Spedition liefern – nach einer Anzahlung oder gegen Zahlung an einen Treuhanddienst. Das Fahrzeug existiert in aller Regel nicht. Kaufen Sie nur, was Sie vorher gesehen haben.</p>

<h3>Gefälschte Treuhand- und Speditionsdienste</h3>
<p>Betrüger schicken Links zu professionell aussehenden Websites angeblicher Treuhand-, Versand- oder Käuferschutzdienste, die oft den Namen bekannter Unternehmen oder unseres Marktplatzes missbrauchen. Gebrauchtwagen.at wickelt <strong>keine Zahlungen</strong> ab und bietet keinen Treuhand- oder Versandservice an. Jede Nachricht, die das behauptet, ist Betrug.</p>

<h3>Kontakt nur per E-Mail oder Messenger</h3>
<p>Seien Sie misstrauisch, wenn der Anbieter nicht telefonieren will, auf Fragen nur ausweichend antwortet oder Sie schnell von der Plattform weg zu WhatsApp, Telegram oder einer privaten E-Mail-Adresse locken will.</p>

<h3>Gefälschte Händler-Websites</h3>
<p>Manche Betrüger kopieren Namen, Adresse und Firmenbuchnummer echter Autohäuser. Rufen Sie im Zweifel unter der Nummer an, die Sie selbst im Telefonbuch oder auf der Website der Wirtschaftskammer (<a href="https://firmen.wko.at/" target="_blank">firmen.wko.at</a>) finden – nicht unter der Nummer aus dem Inserat oder der E-Mail.</p>

<h3>Manipulierter Kilometerstand</h3>
<p>Ein zurückgedrehter Tacho macht ein Auto schnell tausende Euro „wertvoller“. Vergleichen Sie den Kilometerstand mit Serviceheft, Rechnungen und den § 57a-Gutachten. Passen abgenutztes Lenkrad, Pedale oder Fahrersitz nicht zur Laufleistung, fragen Sie nach.</p>

<h3>Gestohlene oder belastete Fahrzeuge</h3>
<p>Lassen Sie sich den Zulassungsschein (Teil I und II) im Original zeigen. Ist das Fahrzeug geleast oder finanziert, gehört es unter Umständen noch der Bank. Halten Sie im Kaufvertrag fest, dass das Fahrzeug frei von Rechten Dritter ist – unser <a href="/kfz-kaufvertrag/">KFZ-Kaufvertrag</a> enthält diese Zusicherung.</p>

<h2>Maschen, vor denen Verkäufer sich hüten sollten</h2>

<h3>Überzahlung und Rückzahlung</h3>
<p>Ein „Käufer“ – oft aus dem Ausland – überweist angeblich mehr als vereinbart oder schickt einen Scheck und bittet, die Differenz zurückzuzahlen oder an eine Spedition weiterzuleiten. Der Scheck platzt oder die Überweisung wird zurückgebucht, Ihr Geld ist weg. Zahlen Sie nie etwas zurück, und übergeben Sie das Fahrzeug erst, wenn der Betrag wirklich und endgültig auf Ihrem Konto gutgeschrieben ist.</p>

<h3>Gefälschte Zahlungsbestätigungen und Bezahl-Links</h3>
<p>E-Mails oder SMS mit „Zahlung eingegangen – bitte bestätigen Sie Ihre Kartendaten“ führen auf gefälschte Seiten, die Ihre Bank- oder Kartendaten stehlen. Um Geld zu <em>empfangen</em>, müssen Sie niemals Kartendaten, Codes oder TANs eingeben. Prüfen Sie Zahlungseingänge nur direkt in Ihrem Online-Banking.</p>

<h3>Falschgeld und Diebstahl bei der Probefahrt</h3>
<p>Lassen Sie sich vor der Probefahrt den Lichtbildausweis und den Führerschein zeigen, fotografieren Sie beides und fahren Sie mit. Große Bargeldbeträge nehmen Sie am besten in Ihrer Bank entgegen, wo die Scheine geprüft werden können („Fühlen – Sehen – Kippen“).</p>

<h3>Abholung durch eine „Spedition“</h3>
<p>Übergeben Sie das Fahrzeug und die Papiere nie an Dritte, bevor das Geld endgültig bei Ihnen ist, und lassen Sie sich nicht unter Zeitdruck setzen.</p>

<h2>So erkennen Sie Phishing</h2>
<ul>
<li>Wir fragen Sie niemals per E-Mail, SMS oder Messenger nach Passwörtern, Kartendaten oder TANs.</li>
<li>Prüfen Sie vor jeder Eingabe die Adresse in der Browserzeile. Gebrauchtwagen.at und das Partnerportal verwenden ausschließlich verschlüsselte Verbindungen unter unseren eigenen Domains.</li>
<li>Öffnen Sie keine Anhänge und Links von Absendern, die Sie nicht kennen.</li>
</ul>

<h2>Wenn etwas passiert ist</h2>
<ul>
<li><strong>Bank sofort verständigen</strong> – eine Überweisung lässt sich manchmal noch zurückholen.</li>
<li><strong>Anzeige erstatten</strong> – bei jeder Polizeidienststelle oder per E-Mail an die Meldestelle des Bundeskriminalamts, <a href="mailto:against-cybercrime@bmi.gv.at">against-cybercrime@bmi.gv.at</a>.</li>
<li><strong>Inserat melden</strong> – über „Fehler melden“ auf der Fahrzeugseite oder über unser <a href="/kontakt/">Kontaktformular</a>. Wir prüfen jede Meldung und sperren betrügerische Inserate.</li>
<li><strong>Beratung</strong> – die Internet Ombudsstelle (<a href="https://www.ombudsstelle.at/" target="_blank">ombudsstelle.at</a>) hilft kostenlos, die Watchlist Internet (<a href="https://www.watchlist-internet.at/" target="_blank">watchlist-internet.at</a>) warnt vor aktuellen Maschen.</li>
</ul>
<p>Aktuelle Warnungen finden Sie in den <a href="/aktuelle-sicherheitshinweise/">aktuellen Sicherheitshinweisen</a>.</p>

<p><small>${UPDATED}</small></p>
`;

const currentSafety = `
<p class="warning"><strong>Gebrauchtwagen.at wickelt keine Zahlungen ab</strong> und bietet weder Treuhand- noch Versand- oder Käuferschutzdienste an. Nachrichten, die etwas anderes behaupten, stammen von Betrügern.</p>

<h2>Aktuelle Warnungen vor Betrugsmaschen</h2>

<h3>Gefälschte Bezahlseiten per SMS und WhatsApp</h3>
<p>Verkäufer erhalten kurz nach dem Inserieren Nachrichten von angeblichen Interessenten, die „sofort kaufen“ wollen und einen Link zu einer „sicheren Zahlung“ schicken. Die Seite sieht aus wie unser Marktplatz oder ein Paketdienst und fragt nach Kartendaten und Bestätigungscodes. Damit wird Ihr Konto belastet, nicht gutgeschrieben. Geben Sie auf solchen Seiten nichts ein.</p>

<h3>Fahrzeuge weit unter Marktwert mit „Reservierung“</h3>
<p>Beliebte Modelle werden 20 bis 40 Prozent unter dem üblichen Preis angeboten. Wer sich meldet, soll eine Reservierungsgebühr oder Anzahlung überweisen, „weil so viele Anfragen kommen“. Danach ist der Verkäufer nicht mehr erreichbar. Zahlen Sie nichts vor der Besichtigung.</p>

<h3>Kopierte Autohäuser</h3>
<p>Betrüger bauen Websites mit Namen und Impressum echter österreichischer und deutscher Autohäuser nach und verkaufen dort Fahrzeuge „mit Lieferung und 14 Tagen Rückgaberecht“ gegen Vorkasse. Prüfen Sie den Händler, indem Sie ihn unter einer selbst recherchierten Telefonnummer anrufen, und besichtigen Sie das Fahrzeug vor Ort.</p>

<h3>Export-Käufer mit Überzahlung</h3>
<p>„Käufer“ aus dem Ausland bieten an, ohne Besichtigung zu kaufen, und überweisen angeblich zu viel. Die Differenz sollen Sie an eine Spedition weiterleiten. Die ursprüngliche Zahlung wird später zurückgebucht.</p>

<h3>Ablenkung bei der Übergabe</h3>
<p>Bei Barzahlung tauchen vermehrt echte Scheine oben und Falschgeld oder Papier darunter auf. Zählen Sie jeden Schein nach, oder wickeln Sie die Zahlung in Ihrer Bank ab.</p>

<h2>So helfen Sie mit</h2>
<p>Sieht ein Inserat verdächtig aus, melden Sie es über „Fehler melden“ auf der Fahrzeugseite. Allgemeine Regeln für einen sicheren Kauf finden Sie in unseren <a href="/sicherheitshinweise/">Sicherheitshinweisen</a>.</p>

<p><small>${UPDATED}</small></p>
`;

export const STATIC_CONTENT_PAGES: readonly { name: string; title: string; html: string }[] = [
  { name: 'privacy-policy', title: 'Datenschutzerklärung', html: privacyPolicy.trim() },
  { name: 'kfz-kaufvertrag', title: 'KFZ-Kaufvertrag', html: purchaseContract.trim() },
  { name: 'current-safety', title: 'Aktuelle Sicherheitshinweise', html: currentSafety.trim() },
  { name: 'safety-precaution', title: 'Sicherheitshinweise', html: safetyPrecaution.trim() },
  { name: 'imprint', title: 'Impressum', html: imprint.trim() },
];
