import { Form, useLocation, useNavigate } from 'react-router';
import { dealerDirectoryPath, normaliseDealerSearch, type DealerDirectorySearch } from '#src/domain/dealers/dealer-directory-query.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

/**
 * Name, city and zip (SPEC §2), the make in stock and the place distances count from (issue 27 point 9). With JavaScript the address is built from the trimmed values longer
 * than one character, and an unchanged address does nothing; without, the GET form posts the raw
 * values and the page's loader tidies the address the same way.
 */
export function DealerSearchForm({ search, makes }: { search: DealerDirectorySearch; makes: readonly { safeValue: string; name: string }[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Form
      method="get"
      action={ROUTE_PATHS.dealerDirectory}
      className="dealer-search"
      role="search"
      aria-label="Händler suchen"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (key: string) => (typeof data.get(key) === 'string' ? (data.get(key) as string) : '');
        const next = dealerDirectoryPath(
          normaliseDealerSearch({ name: text('name'), city: text('city'), zip: text('zip'), make: text('marke'), near: text('standort') }),
        );
        if (next === `${location.pathname}${location.search}`) return;
        void navigate(next);
      }}
    >
      <div className="dealer-search__field">
        <label htmlFor="dealer-name">Firmenname</label>
        <input id="dealer-name" name="name" type="search" defaultValue={search.name ?? ''} maxLength={60} autoComplete="organization" />
      </div>
      <div className="dealer-search__field">
        <label htmlFor="dealer-city">Ort</label>
        <input id="dealer-city" name="city" type="text" defaultValue={search.city ?? ''} maxLength={50} autoComplete="address-level2" />
      </div>
      <div className="dealer-search__field dealer-search__field--zip">
        <label htmlFor="dealer-zip">PLZ</label>
        <input
          id="dealer-zip"
          name="zip"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={search.zip ?? ''}
          maxLength={4}
          autoComplete="postal-code"
        />
      </div>
      <div className="dealer-search__field dealer-search__field--wide">
        <label htmlFor="dealer-make">Marke im Bestand</label>
        <select id="dealer-make" name="marke" className="field__control" defaultValue={search.make ?? ''}>
          <option value="">Alle Marken</option>
          {makes.map((m) => (
            <option key={m.safeValue} value={m.safeValue}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div className="dealer-search__field dealer-search__field--wide">
        <label htmlFor="dealer-near">Entfernung ab (Ort oder PLZ)</label>
        <input id="dealer-near" name="standort" type="text" defaultValue={search.near ?? ''} maxLength={60} autoComplete="off" />
      </div>
      <button type="submit" className="button button--primary dealer-search__submit">
        Händler suchen
      </button>
    </Form>
  );
}
