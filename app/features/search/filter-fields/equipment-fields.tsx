/** Equipment and particularities (guarantee, service history, VAT, dealers only, photos only). */
import {
  FULL_SERVICE_EQUIPMENT_ID,
  PARTICULARITIES,
  PARTICULARITY_LABELS,
  WARRANTY_EQUIPMENT_ID,
  type Particularity,
} from '#src/domain/search/search-options.ts';
import { sideBarEquipment } from '../filter-options.ts';
import { withChange } from '#src/domain/search/filter-rules.ts';
import { CheckboxGroup, Count, countOf, countText, toggled, type FieldsProps } from './field-parts.tsx';

/**
 * Equipment (eq). `all` lists every item under its category (detailed search); otherwise the
 * items marked for the side bar, four-wheel drive and whatever is already chosen.
 */
export function EquipmentFields({ filters, onChange, options, counters, idPrefix, all = false }: FieldsProps & { all?: boolean }) {
  const toggle = (v: string, c: boolean) => onChange(withChange(filters, { equipment: toggled(filters.equipment, Number(v), c) }));
  const toOption = (e: { id: number; name: string }) => ({ value: String(e.id), label: e.name, count: countOf(counters?.eq, e.id) });
  const selected = filters.equipment.map(String);
  // Warranty and service history are particularities, offered there.
  const items = options.equipment.filter((e) => e.id !== WARRANTY_EQUIPMENT_ID && e.id !== FULL_SERVICE_EQUIPMENT_ID);
  if (all) {
    return (
      <div className="equipment-groups">
        {options.equipmentCategories.map((category) => {
          const inCategory = items.filter((e) => e.categoryId === category.id);
          return inCategory.length === 0 ? null : (
            <CheckboxGroup
              key={category.id}
              idPrefix={idPrefix}
              legend={category.name}
              name="eq"
              columns={2}
              options={inCategory.map(toOption)}
              selected={selected}
              onToggle={toggle}
            />
          );
        })}
      </div>
    );
  }
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Ausstattung"
      name="eq"
      columns={2}
      options={sideBarEquipment(items, filters.equipment).map(toOption)}
      selected={selected}
      onToggle={toggle}
    />
  );
}

/** Guarantee, service history, VAT (particularities), plus dealers only and photos only. */
export function ParticularityFields({ filters, onChange, counters, idPrefix }: FieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <CheckboxGroup
        idPrefix={idPrefix}
        legend="Besonderheiten"
        name="particularities"
        options={PARTICULARITIES.map((p) => ({ value: p, label: PARTICULARITY_LABELS[p], count: countOf(counters?.particularities, p) }))}
        selected={filters.particularities}
        onToggle={(v, c) => onChange(withChange(filters, { particularities: toggled(filters.particularities, v as Particularity, c) }))}
      />
      <fieldset className="field-group field-group--checks">
        <legend className="field-group__legend">Anbieter und Bilder</legend>
        <ul className="choice-list">
          <li className="choice">
            <input
              id={id('custtype')}
              type="checkbox"
              name="custtype"
              value="D"
              checked={filters.dealerOnly}
              onChange={(e) => onChange(withChange(filters, { dealerOnly: e.target.checked }))}
            />
            <label htmlFor={id('custtype')}>
              <span className="choice__label">Nur Händler</span>
              <Count value={counters ? countText(counters.custtype, 'D') : undefined} />
            </label>
          </li>
          <li className="choice">
            <input
              id={id('pic')}
              type="checkbox"
              name="pic"
              value="1"
              checked={filters.withPhotos}
              onChange={(e) => onChange(withChange(filters, { withPhotos: e.target.checked }))}
            />
            <label htmlFor={id('pic')}>
              <span className="choice__label">Nur mit Bildern</span>
              <Count value={counters ? countText(counters.pic, '1') : undefined} />
            </label>
          </li>
        </ul>
      </fieldset>
    </>
  );
}
