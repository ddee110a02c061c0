import { useEffect, useState } from 'react';
import { formatPrice } from '#src/domain/format/number-format.ts';
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

function readSaved(): SavedValuation[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SavedValuation[]).filter((s) => typeof s.query === 'string' && typeof s.marketValue === 'number') : [];
  } catch {
    return [];
  }
}

function writeSaved(list: SavedValuation[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list.slice(0, MAX_SAVED)));
  } catch {
    // Storage full or blocked (private mode): the list stays as shown for this visit.
  }
}

const DATE = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The save button for the current valuation and the list of saved ones; rendered only with JavaScript, which it needs. */
export function SavedValuations({ current }: { current: { query: string; title: string; marketValue: number } | null }) {
  const hydrated = useHydrated();
  const [saved, setSaved] = useState<SavedValuation[]>([]);
  useEffect(() => setSaved(readSaved()), []);
  if (!hydrated) return null;
  const isSaved = current !== null && saved.some((s) => s.query === current.query);
  const save = () => {
    if (!current || isSaved) return;
    const next = [{ ...current, savedAt: new Date().toISOString() }, ...saved];
    writeSaved(next);
    setSaved(next);
  };
  const remove = (query: string) => {
    const next = saved.filter((s) => s.query !== query);
    writeSaved(next);
    setSaved(next);
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
