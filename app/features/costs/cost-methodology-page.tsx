import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { dayText } from '#src/domain/costs/cost-texts.ts';
import { DEFAULT_KM_PER_YEAR } from '#src/domain/costs/energy-cost.ts';
import { ENERGY_PRICES, electricityMixPrice } from '#src/domain/costs/energy-prices.ts';
import { newRuleDeductions } from '#src/domain/costs/motor-tax.ts';
import { novaYear } from '#src/domain/costs/nova.ts';
import { formatNumber } from '#src/domain/format/number-format.ts';

const BMF_TAX = 'https://www.bmf.gv.at/themen/steuern/kraftfahrzeuge/motorbezogene-versicherungsteuer.html';
const LAW_TAX = 'https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10004742';
const BMF_NOVA = 'https://www.bmf.gv.at/themen/steuern/kraftfahrzeuge/normverbrauchsabgabe.html';
const PICKERL = 'https://www.oesterreich.gv.at/themen/mobilitaet/kfz/3/Seite.0610100.html';
const price = (value: number) => `€ ${formatNumber(value, 3).replace(/0$/, '')}`;
const YEARS = [2021, 2022, 2023, 2024, 2025, 2026];

/** 'So berechnen wir die Kosten' (issue 26): every rule of the detail page's cost section with its source. */
export function CostMethodologyPage() {
  return (
    <article className="page methodology">
      <PageHeading>So berechnen wir die Kosten</PageHeading>
      <p className="lead">
        Was ein Auto im Monat kostet, rechnen wir aus seinen eigenen Daten: Leistung, CO₂-Ausstoß, Gewicht und Verbrauch laut Anzeige, mit den Formeln des
        Gesetzes und österreichischen Durchschnittspreisen. Versicherungsprämie, Service, Reifen und Wertverlust sind nicht enthalten.
      </p>

      <section aria-labelledby="costs-tax">
        <h2 id="costs-tax">Motorbezogene Versicherungssteuer</h2>
        <p>
          Die Steuer wird mit der Haftpflichtversicherung bezahlt. Wir zeigen den Betrag bei jährlicher Zahlung nach § 6 Abs. 3 Versicherungssteuergesetz (
          <a href={LAW_TAX}>Gesetzestext</a>, <a href={BMF_TAX}>Bundesministerium für Finanzen</a>):
        </p>
        <ul>
          <li>
            Erstzulassung vor dem 1. Oktober 2020: Leistung minus 24 kW (mindestens 10 kW); die ersten 66 kW kosten je 0,682 €, die nächsten 20 kW je 0,726 €,
            jedes weitere kW 0,781 € im Monat.
          </li>
          <li>
            Erstzulassung ab dem 1. Oktober 2020: (Leistung des Verbrennungsmotors minus Abzug) × 0,72 € plus (CO₂ nach WLTP minus Abzug) × 0,72 €, jeder Teil
            mindestens 5. Die Abzüge sinken mit jedem Erstzulassungsjahr:{' '}
            {YEARS.map((y) => `${y}: ${newRuleDeductions(y).kw} kW und ${newRuleDeductions(y).co2} g/km`).join('; ')}. Hybride zahlen nach der Leistung des
            Verbrennungsmotors, Plug-in-Hybride nach dem gewichteten CO₂-Wert.
          </li>
          <li>
            Elektroautos seit 1. April 2025 (auch bereits zugelassene): Dauerleistung minus 45 kW (mindestens 10 kW) – die ersten 35 kW je 0,25 €, die nächsten
            25 kW je 0,35 €, darüber je 0,45 € – plus Eigengewicht minus 900 kg (mindestens 200 kg) – die ersten 500 kg je 0,015 €, die nächsten 700 kg je 0,03
            €, darüber je 0,045 €. Beispiel: 100 kW Dauerleistung und 2.000 kg ergeben € 41,25 im Monat.
          </li>
        </ul>
      </section>

      <section aria-labelledby="costs-energy">
        <h2 id="costs-energy">Energie</h2>
        <p>
          Kombinierter Verbrauch laut Anzeige (WLTP, wenn vorhanden) × Jahreskilometer ({formatNumber(DEFAULT_KM_PER_YEAR)} km, auf der Fahrzeugseite änderbar)
          × Durchschnittspreis, Stand {dayText(ENERGY_PRICES.asOf)}: Super {price(ENERGY_PRICES.super)} und Diesel {price(ENERGY_PRICES.diesel)} je Liter
          (Jahresdurchschnitt 2025 laut VCÖ-Spritpreisbilanz); Strom {price(electricityMixPrice())} je kWh als Mischung aus{' '}
          {formatNumber(ENERGY_PRICES.homeChargingShare * 100)} % Laden zu Hause ({price(ENERGY_PRICES.electricityHome)}, Haushaltsstrom laut Eurostat) und{' '}
          {formatNumber((1 - ENERGY_PRICES.homeChargingShare) * 100)} % an öffentlichen Ladestationen ({price(ENERGY_PRICES.electricityPublic)}, unsere
          Schätzung der Vertragstarife). Plug-in-Hybride rechnen wir mit dem gewichteten Verbrauch an Treibstoff und Strom. Für Erdgas, Autogas und Wasserstoff
          haben wir keinen Durchschnittspreis.
        </p>
      </section>

      <section aria-labelledby="costs-nova">
        <h2 id="costs-nova">NoVA bei Importen</h2>
        <p>
          Ein Auto, das noch nicht in Österreich zugelassen ist, schuldet bei der Zulassung einmalig die Normverbrauchsabgabe (
          <a href={BMF_NOVA}>Bundesministerium für Finanzen</a>): (CO₂ nach WLTP minus Abzug) ÷ 5 ergibt den Steuersatz in ganzen Prozent vom Preis ohne
          Umsatzsteuer, höchstens bis zur Obergrenze; über der Malus-Grenze kommt ein Betrag je Gramm dazu, abgezogen werden 350 €. Es gilt die Formel des
          Jahres der Erstzulassung:{' '}
          {[2020, ...YEARS.slice(0, 5)]
            .map((y) => {
              const r = novaYear(y);
              return r ? `${y}: ${r.deduction} g/km, höchstens ${r.maxRate} %, Malus ab ${r.malusFrom} g/km mit ${r.malusPerGram} €` : '';
            })
            .join('; ')}
          . Elektroautos sind befreit; für Erstzulassungen vor 2020 (ohne WLTP-Werte) nennen wir keinen Betrag.
        </p>
      </section>

      <section aria-labelledby="costs-pickerl">
        <h2 id="costs-pickerl">Pickerl</h2>
        <p>
          Die wiederkehrende Begutachtung nach § 57a KFG ist drei Jahre nach der Erstzulassung fällig, zwei Jahre danach und dann jedes Jahr (
          <a href={PICKERL}>oesterreich.gv.at</a>). Liegt der Termin innerhalb von sechs Monaten, steht auf der Fahrzeugseite „Pickerl fällig in … Monaten“.
        </p>
      </section>
    </article>
  );
}
