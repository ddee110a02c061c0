import { formatPrice } from '#src/domain/format/number-format.ts';
import { localStorageValue, useLocalStorageValue } from '#app/components/ui/local-storage-value.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';

/** 'Bewertung speichern' (issue 28 §2): like the watch list, kept in this browser only (no login, nothing sent). */
const STORAGE_KEY = 'fahrzeugbewertungen';
const MAX_SAVED = 20;

interface SavedValuation {
  query: string;
  title: string;
  marketValue: number;
  savedAt: string;
}

function parseSaved(raw: string): SavedValuation[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as SavedValuation[]).filter((s) => typeof s.query === 'string' && typeof s.marketValue === 'number') : [];
  } catch {
    return [];
  }
}

// Storage full or blocked (private mode): the list stays as shown for this visit.
const savedValuations = localStorageValue<SavedValuation[]>(STORAGE_KEY, parseSaved, (list) => JSON.stringify(list.slice(0, MAX_SAVED)), []);

const DATE = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The save button for the current valuation and the list of saved ones; rendered only with JavaScript, which it needs. */
export function SavedValuations({ current }: { current: { query: string; title: string; marketValue: number } | null }) {
  const hydrated = useHydrated();
  const saved = useLocalStorageValue(savedValuations);
  if (!hydrated) return null;
  const isSaved = current !== null && saved.some((s) => s.query === current.query);
  const save = () => {
    if (!current || isSaved) return;
    const next = [{ ...current, savedAt: new Date().toISOString() }, ...saved];
    savedValuations.write(next);
  };
  const remove = (query: string) => {
    const next = saved.filter((s) => s.query !== query);
    savedValuations.write(next);
  };
  return (
    <section className="saved-valuations" aria-labelledby="saved-valuations-heading">
      {current ? (
        <p>
          <button type="button" className="button" onClick={save} disabled={isSaved} aria-live="polite">
            {isSaved ? 'Bewertung gespeichert' : 'Bewertung speichern'}
          </button>
        </p>
      ) : null}
      <h2 id="saved-valuations-heading">Gespeicherte Bewertungen</h2>
      {saved.length === 0 ? (
        <p className="muted">Noch keine. Gespeicherte Bewertungen bleiben nur in diesem Browser.</p>
      ) : (
        <ul className="saved-valuations__list">
          {saved.map((s) => (
            <li key={s.query}>
              <a href={`?${s.query}`}>
                {s.title}: {formatPrice(s.marketValue)}
              </a>{' '}
              <span className="muted">vom {DATE.format(new Date(s.savedAt))}</span>{' '}
              <button type="button" className="button button--link" onClick={() => remove(s.query)}>
                Entfernen<span className="visually-hidden">: {s.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
