import type { FormEvent, ReactElement } from 'react';
import { Form, Link } from 'react-router';
import { formatNumber } from '#src/domain/format/number-format.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { BodyTypeFields, FuelFields, GearboxFields, MoreVehicleDataFields, NewSinceFields } from './filter-fields/choice-fields.tsx';
import { EquipmentFields, ParticularityFields } from './filter-fields/equipment-fields.tsx';
import { FieldSection, type FieldsProps } from './filter-fields/field-parts.tsx';
import type { Kept } from '#app/components/ui/kept-markup.tsx';
import { LocationFields } from './filter-fields/location-fields.tsx';
import { MakeModelFields } from './filter-fields/make-model-fields.tsx';
import { ElectricFields, MileageFields, MonthlyCostFields, PowerFields, PriceFields, RegistrationFields } from './filter-fields/number-fields.tsx';
import { PriceRatingFields } from './filter-fields/price-rating-fields.tsx';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

export const FILTER_FORM_ID = 'search-filters';

export interface SearchFilterFormProps extends FieldsProps {
  totalItems: number;
  /** submit (Enter, the results button): search now instead of after the debounce */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** the mobile overlay's close control */
  onClose: () => void;
}

const hasAny = (...values: unknown[]) => values.some((v) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== false));

function moreVehicleDataChosen(f: SearchFilters) {
  return hasAny(f.doors, f.seats, f.bodyColors, f.offerTypes, f.upholstery, f.emissionClasses) || f.accident !== 'N';
}

/**
 * The result page's filter form (side column; an overlay on phones). A GET form to /angebote/:
 * without JavaScript the submit button searches, with JavaScript every change does (debounced).
 */
export function SearchFilterForm(props: SearchFilterFormProps) {
  const { filters, totalItems, onSubmit, onClose, options, idPrefix } = props;
  // A closed section holds nothing chosen, so its fields without counts depend only on the lists of
  // the taxonomy: `options.makes` is made once per taxonomy (filter-options.server.ts) and stands for them.
  const kept = (name: string, Fields: (p: FieldsProps) => ReactElement): Kept => ({
    keptFor: options.makes,
    name: `${idPrefix}-${name}`,
    content: () => <Fields {...props} counters={null} />,
  });
  return (
    <Form id={FILTER_FORM_ID} method="get" action={ROUTE_PATHS.search} className="filter-form" onSubmit={onSubmit} aria-label="Suchfilter">
      <div className="filter-form__head">
        <h2 className="filter-form__title">Filter</h2>
        <a
          href="#"
          className="filter-form__close"
          onClick={(e) => {
            e.preventDefault();
            onClose();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Filter schließen</span>
        </a>
      </div>
      <div className="filter-form__body">
        <MakeModelFields {...props} />
        <PriceFields {...props} />
        <PriceRatingFields {...props} />
        <RegistrationFields {...props} />
        <MileageFields {...props} />
        <NewSinceFields {...props} />
        <LocationFields {...props} />
        <FuelFields {...props} />
        <GearboxFields {...props} />
        <BodyTypeFields {...props} />
        <PowerFields {...props} />
        <ElectricFields {...props} />
        <MonthlyCostFields {...props} />
        <FieldSection title="Weitere Fahrzeugdaten" open={moreVehicleDataChosen(filters)} kept={kept('more-vehicle-data', MoreVehicleDataFields)}>
          <MoreVehicleDataFields {...props} />
        </FieldSection>
        <FieldSection title="Ausstattung" open={filters.equipment.length > 0}>
          <EquipmentFields {...props} />
          <p className="filter-form__hint">
            <Link to={ROUTE_PATHS.detailedSearch}>Alle Ausstattungsmerkmale in der Detailsuche</Link>
          </p>
        </FieldSection>
        <FieldSection
          title="Besonderheiten"
          open={hasAny(filters.particularities, filters.dealerOnly, filters.withPhotos)}
          kept={kept('particularities', ParticularityFields)}
        >
          <ParticularityFields {...props} />
        </FieldSection>
      </div>
      <div className="filter-form__foot">
        <button type="submit" className="button button--primary filter-form__submit">
          {formatNumber(totalItems)} Treffer anzeigen
        </button>
      </div>
    </Form>
  );
}
