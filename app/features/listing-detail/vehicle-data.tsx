import type { VehicleDetail, VehicleDetailFacts } from '#src/domain/listing/listing-types.ts';
import { PARTICULARITY_LABELS } from '#src/domain/search/search-options.ts';
import { basicInfoGroups, equipmentColumns } from './basic-info.ts';

/** Highlights (SPEC §2): warranty, VAT deductible, full service history. */
export function Highlights({ highlights }: { highlights: VehicleDetail['highlights'] }) {
  const items = [
    highlights.warranty ? PARTICULARITY_LABELS.warranty : null,
    highlights.vatDeductible ? PARTICULARITY_LABELS.vat : null,
    highlights.fullService ? PARTICULARITY_LABELS.service : null,
  ].filter((i): i is string => i !== null);
  if (items.length === 0) return null;
  return (
    <ul className="highlights" aria-label="Besonderheiten">
      {items.map((item) => (
        <li key={item} className="highlights__item">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The basic-info groups; a row only when its value is non-empty. */
export function BasicInfo({ detail }: { detail: VehicleDetailFacts }) {
  const groups = basicInfoGroups(detail);
  return (
    <section className="detail-section basic-info" aria-labelledby="basic-info-heading">
      <h2 id="basic-info-heading">Fahrzeugdaten</h2>
      <div className="basic-info__groups">
        {groups.map((group) => (
          <div key={group.title} className="basic-info__group">
            <h3>{group.title}</h3>
            <dl>
              {group.rows.map((row) => (
                <div key={row.label} className="basic-info__row" data-label={row.label}>
                  <dt>{row.label}</dt>
                  <dd>
                    {typeof row.value === 'string' ? (
                      row.value
                    ) : (
                      <ul className="basic-info__lines">
                        {row.value.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Equipment by category, each category in columns of ceil(count / 3) items. */
export function Equipment({ groups }: { groups: VehicleDetail['equipmentsByCategory'] }) {
  if (groups.length === 0) return null;
  return (
    <section className="detail-section equipment" aria-labelledby="equipment-heading">
      <h2 id="equipment-heading">Ausstattung</h2>
      {groups.map((group) => (
        <div key={group.category} className="equipment__category">
          <h3>{group.category}</h3>
          <div className="equipment__columns">
            {equipmentColumns(group.equipment).map((column) => (
              <ul key={column[0]?.id} className="equipment__column">
                {column.map((item) => (
                  <li key={item.id}>{item.name}</li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

export function Description({ text }: { text: string | null }) {
  return (
    <section className="detail-section description" aria-labelledby="description-heading">
      <h2 id="description-heading">Beschreibung</h2>
      {text && text.trim() !== '' ? (
        <p className="description__text">{text}</p>
      ) : (
        <p className="description__empty">Es tut uns leid, es liegen keine Weiteren Informationen vor</p>
      )}
    </section>
  );
}

export function PriceEstimationBanner({ valuationUrl }: { valuationUrl: string }) {
  return (
    <aside className="price-estimation" aria-label="Fahrzeugbewertung">
      <p className="price-estimation__text">Bring dein Auto groß raus! Mit dem richtigen Preis.</p>
      <a className="button price-estimation__link" href={valuationUrl} target="_blank" rel="noopener noreferrer">
        Kostenlos Fahrzeugwert berechnen
      </a>
    </aside>
  );
}
