/** Make and model fields (up to three pairs), shared by the result page, the detailed search and the home page. */
import { Combobox, type ComboboxOption } from '#app/components/ui/combobox.tsx';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { MAX_MAKE_MODEL_PAIRS } from '#src/domain/search/search-options.ts';
import { UNKNOWN_MAKE_MESSAGE, UNKNOWN_MODEL_MESSAGE } from '#src/domain/taxonomy/unknown-value-messages.ts';
import { withMake, withModel } from '#src/domain/search/filter-rules.ts';
import { OTHER_MAKES_HEADING, TOP_MAKES_HEADING, splitTopMakes, type FilterOptions } from '../filter-options.ts';
import { countText, type Counters, type FieldsProps } from './field-parts.tsx';

export function makeOptions(options: FilterOptions, counters: Counters | null): ComboboxOption[] {
  const { top, other } = splitTopMakes(options.makes);
  const option =
    (group: string) =>
    (m: { id: number; name: string }): ComboboxOption => ({ value: String(m.id), label: m.name, group, count: countText(counters?.make, m.id) });
  return [...top.map(option(TOP_MAKES_HEADING)), ...other.map(option(OTHER_MAKES_HEADING))];
}

export function modelOptions(options: FilterOptions, counters: Counters | null, makeId: number | undefined): ComboboxOption[] {
  if (makeId === undefined) return [];
  return options.models.filter((m) => m.makeId === makeId).map((m) => ({ value: String(m.id), label: m.name, count: countText(counters?.model, m.id) }));
}

/**
 * Up to three make/model pairs (make, make2, make3). The model field opens only once a make is chosen.
 * Without a make and before hydration it could never open (choosing a make needs JavaScript to load the
 * models), so it keeps its place but stays invisible; the result page offers the make's models.
 */
export function MakeModelFields({ filters, onChange, options, counters, idPrefix, allowMore = true }: FieldsProps & { allowMore?: boolean }) {
  const hydrated = useHydrated();
  const pairs = filters.makeModels;
  const rows = allowMore ? Math.max(1, pairs.length) : 1;
  const makes = makeOptions(options, counters);
  return (
    <div className="make-model">
      {Array.from({ length: rows }, (_, i) => {
        const suffix = i === 0 ? '' : String(i + 1);
        const pair = pairs[i];
        const models = modelOptions(options, counters, pair?.make);
        return (
          <div key={i} className="field-row make-model__row">
            <Combobox
              id={`${idPrefix}-make${suffix}`}
              label={i === 0 ? 'Marke' : `${i + 1}. Marke`}
              name={`make${suffix}`}
              options={makes}
              value={pair ? String(pair.make) : ''}
              onSelect={(o) => onChange(withMake(filters, i, o ? Number(o.value) : null))}
              invalidMessage={UNKNOWN_MAKE_MESSAGE}
              emptyLabel="Alle Marken"
            />
            <div className={!pair && !hydrated ? 'make-model__model make-model__model--pending' : 'make-model__model'}>
              <Combobox
                id={`${idPrefix}-model${suffix}`}
                label={i === 0 ? 'Modell' : `${i + 1}. Modell`}
                name={`model${suffix}`}
                options={models}
                value={pair?.model ? String(pair.model) : ''}
                onSelect={(o) => onChange(withModel(filters, i, o ? Number(o.value) : null))}
                invalidMessage={UNKNOWN_MODEL_MESSAGE}
                emptyLabel="Alle Modelle"
                disabled={!pair || models.length === 0}
              />
            </div>
          </div>
        );
      })}
      {allowMore && pairs.length > 0 && pairs.length < MAX_MAKE_MODEL_PAIRS ? (
        <AddMakeField {...{ filters, onChange, options, counters, idPrefix }} index={pairs.length} />
      ) : null}
    </div>
  );
}

/** The next make slot ('weitere Marke'), a plain select so it also works without JavaScript. */
function AddMakeField({ filters, onChange, options, counters, idPrefix, index }: FieldsProps & { index: number }) {
  const suffix = String(index + 1);
  return (
    <div className="field make-model__more">
      <label className="field__label" htmlFor={`${idPrefix}-make${suffix}`}>
        Weitere Marke
      </label>
      <select
        id={`${idPrefix}-make${suffix}`}
        name={`make${suffix}`}
        className="field__control"
        value=""
        onChange={(e) => e.target.value && onChange(withMake(filters, index, Number(e.target.value)))}
      >
        <option value="">+ Marke hinzufügen</option>
        {makeOptions(options, counters).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
