import { RecentlyViewed } from '#app/components/recently-viewed/recently-viewed.tsx';
import { ResultSkeleton } from '#app/components/listing/result-skeleton.tsx';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { Sticky } from '#app/components/layout/sticky.tsx';
import { ListingCard, type CardListing } from '#app/components/listing/listing-card.tsx';
import { FROM_COMPARE, FROM_WATCH_LIST } from '#src/domain/listing/detail-back-link.ts';
import { COMPARE_MIN, comparePath, detailPathFrom, formatIdList, parseIdList, searchString, withIdList } from '#src/domain/watch-list/compare-url.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PriceAlertForm } from '#app/components/price-alert/price-alert-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useSavedCarData, type SavedCarData } from './use-saved-car-data.ts';
import {
  WATCH_FORM_INTENT_FIELD,
  WATCH_FORM_LISTING_FIELD,
  WATCH_FORM_REMOVE_INTENT,
  WATCH_FORM_RETURN_FIELD,
  WatchRemovalContext,
} from '#app/components/watch-list/watch-button.tsx';
import { watchListStore, useWatchList } from '#app/components/watch-list/watch-list-store.ts';
import {
  effectiveSelection,
  invalidCarIds,
  selectionDisabled,
  SORT_DROPDOWN_MIN_CARS,
  SORT_OPTIONS,
  sortFromValue,
  sortOptionValue,
  sortSavedCars,
  soldWarningText,
  toggleSelection,
  DEFAULT_SORT,
  type SavedCar,
  type SortableCar,
} from '#app/components/watch-list/watch-list-state.ts';

/** SPEC §8 texts. */
const EMPTY_TEXT = 'Sie haben noch keine Fahrzeuge in Ihrer Merkliste!';
const REMOVE_SOLD_LABEL = 'Nicht mehr verfügbare Fahrzeuge entfernen';
const REMOVE_SOLD_QUESTION = 'Diese Fahrzeuge wirklich aus Ihrer Merkliste entfernen?';
const REMOVE_ONE_QUESTION = 'Dieses Fahrzeug wirklich aus Ihrer Merkliste entfernen?';
const SERVER_ERROR = 'Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.';

type PendingRemoval = { kind: 'one'; id: number } | { kind: 'sold' } | null;

function sortable(data: ReadonlyMap<number, SavedCarData>): Map<number, SortableCar> {
  const out = new Map<number, SortableCar>();
  for (const [id, d] of data) {
    if (d !== 'gone') out.set(id, { id, price: d.price.raw, mileage: d.mileage.raw, firstRegistrationDate: d.firstRegistrationDate });
  }
  return out;
}

interface CompareCheckboxProps {
  car: SavedCar;
  title: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}

/** SPEC §4 'Fahrzeug vergleichen': disabled for sold cars and, at 5 selected, for the others. */
function CompareCheckbox({ car, title, checked, disabled, onToggle }: CompareCheckboxProps) {
  const id = useId();
  return (
    <span className={`compare-check${disabled ? ' is-disabled' : ''}`}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} data-compare-id={car.id} />
      <label htmlFor={id}>
        Fahrzeug vergleichen<span className="visually-hidden">: {title}</span>
      </label>
    </span>
  );
}

/** A saved car the server no longer knows: nothing to show but the fact and a way to remove it. */
function GoneCard({ car, onRemove }: { car: SavedCar; onRemove(): void }) {
  return (
    <article className="watch-list__gone" aria-label="Nicht mehr verfügbares Fahrzeug">
      <p>Dieses Fahrzeug ist leider nicht mehr verfügbar.</p>
      <button type="button" className="button" onClick={onRemove} data-remove-id={car.id}>
        Entfernen
      </button>
    </article>
  );
}

/** The empty list (SPEC §8 text) with the way to the detailed search. */
function EmptyList() {
  return (
    <div className="watch-list__empty">
      <p className="watch-list__empty-text">{EMPTY_TEXT}</p>
      <Link to={ROUTE_PATHS.detailedSearch} className="button button--primary">
        Fahrzeuge suchen
      </Link>
    </div>
  );
}

/** A post to the watch list page without JavaScript: 'Entfernen' of one car, or saving it back. */
function ServerListForm({ car, remove, children }: { car: CardListing; remove: boolean; children: ReactNode }) {
  return (
    <form method="post" action={ROUTE_PATHS.watchList} className="watch-list__server-form">
      <input type="hidden" name={WATCH_FORM_LISTING_FIELD} value={car.id} />
      {remove ? (
        <input type="hidden" name={WATCH_FORM_INTENT_FIELD} value={WATCH_FORM_REMOVE_INTENT} />
      ) : (
        <input type="hidden" name={WATCH_FORM_RETURN_FIELD} value={ROUTE_PATHS.watchList} />
      )}
      <button type="submit" className="button" data-server-remove-id={remove ? car.id : undefined}>
        {children}
        <span className="visually-hidden">: {car.title}</span>
      </button>
    </form>
  );
}

/**
 * The server copy of the list (issue 27 §2): what a visitor without JavaScript sees, and what the
 * page shows until the browser has read its own list (normally the same cars: every save is mirrored).
 * Each car can be removed by a plain form; the car just removed is offered back once.
 */
function ServerList({ cars, removed }: { cars: readonly CardListing[]; removed: CardListing | null }) {
  return (
    <>
      {removed ? (
        <div className="watch-list__removed" role="status">
          <p>Das Fahrzeug „{removed.title}“ wurde aus Ihrer Merkliste entfernt.</p>
          <ServerListForm car={removed} remove={false}>
            Rückgängig
          </ServerListForm>
        </div>
      ) : null}
      {cars.length === 0 ? (
        <EmptyList />
      ) : (
        <ol className="watch-list__items" aria-label="Gemerkte Fahrzeuge">
          {cars.map((car) => (
            <li key={car.id} className="watch-list__item" data-watch-item={car.id}>
              <ListingCard
                listing={car}
                href={detailPathFrom(car.detailURL, FROM_WATCH_LIST, [])}
                headingLevel={2}
                actions={
                  <ServerListForm car={car} remove>
                    Entfernen
                  </ServerListForm>
                }
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export interface WatchListPageProps {
  /** the visitor's cars in the server copy of the list */
  serverCars: readonly CardListing[];
  /** the car just removed without JavaScript */
  removed: CardListing | null;
  /** why a save without JavaScript failed */
  error: string | null;
}

/**
 * The watch list page (SPEC §2 Watch list page, §4): heading with the count, sort dropdown from 4
 * cars, the sold-cars warning, the cars with their compare checkboxes, and the sticky compare
 * button. The list lives in the browser; until it is read (and without JavaScript) the server's
 * copy is shown.
 */
export function WatchListPage({ serverCars, removed, error }: WatchListPageProps) {
  const { state, ready } = useWatchList();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingRemoval>(null);
  const sortId = useId();
  const { savedCars, count } = state;
  const { data, loading, failed } = useSavedCarData(savedCars, ready);

  const selectedParam = searchParams.get('selectedIds');
  // A click shows at once; the URL (the selection's home, SPEC §4) follows a moment later.
  const [clicked, setClicked] = useState<number[] | null>(null);
  const [seenParam, setSeenParam] = useState(selectedParam);
  if (seenParam !== selectedParam) {
    // the URL has caught up (or moved on): it counts again, from this render on
    setSeenParam(selectedParam);
    setClicked(null);
  }
  const selection = useMemo(() => effectiveSelection(clicked ?? parseIdList(selectedParam), savedCars), [clicked, selectedParam, savedCars]);
  const showSort = count >= SORT_DROPDOWN_MIN_CARS;
  const sort = showSort ? state.sortSelected : DEFAULT_SORT;
  const ordered = useMemo(() => sortSavedCars(savedCars, sortable(data), sort), [savedCars, data, sort]);
  const invalid = invalidCarIds(state);

  // The selection is part of the URL (SPEC §4); changing it replaces the history entry.
  const replaceSelection = useCallback(
    (ids: readonly number[]) =>
      void navigate({ search: searchString(withIdList(searchParams, 'selectedIds', ids)) }, { replace: true, preventScrollReset: true }),
    [navigate, searchParams],
  );

  // Keep the URL's selection equal to what counts (sold or removed cars drop out of it).
  useEffect(() => {
    if (!ready || loading || selectedParam === null || clicked !== null) return;
    const wanted = formatIdList(selection);
    if (wanted === selectedParam) return;
    replaceSelection(selection);
  }, [ready, loading, selectedParam, clicked, selection, replaceSelection]);

  // Back from the compare page (from=vergleichen): bring the first compared car into view.
  const scrolledBack = useRef(false);
  const from = searchParams.get('from');
  useEffect(() => {
    if (scrolledBack.current || from !== FROM_COMPARE || !ready || loading || selection.length === 0) return;
    const item = document.querySelector(`[data-watch-item="${selection[0]}"]`);
    if (!item) return;
    scrolledBack.current = true;
    item.scrollIntoView({ block: 'center' });
  }, [from, ready, loading, selection]);

  const goCompare = () => {
    watchListStore.setSelection(selection);
    void navigate(comparePath(selection, selection));
  };

  const confirmRemoval = () => {
    if (pending?.kind === 'one') watchListStore.remove([pending.id]);
    else if (pending?.kind === 'sold') watchListStore.remove(invalid);
    setPending(null);
  };

  return (
    <div className="page watch-list">
      <div className="watch-list__head">
        <PageHeading className="watch-list__title">
          Ihre Merkliste <span className="watch-list__count">{`(${ready ? count : serverCars.length})`}</span>
        </PageHeading>
        {ready && showSort ? (
          <div className="watch-list__sort">
            <label htmlFor={sortId}>Sortieren nach: </label>
            <select
              id={sortId}
              className="field__control"
              value={sortOptionValue(state.sortSelected)}
              onChange={(e) => watchListStore.setSort(sortFromValue(e.target.value))}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {ready && invalid.length > 0 ? (
        <div className="watch-list__warning" role="status">
          <p>
            <strong>Leider verpasst!</strong> {soldWarningText(invalid.length)}
          </p>
          <button type="button" className="button" onClick={() => setPending({ kind: 'sold' })}>
            {REMOVE_SOLD_LABEL}
          </button>
        </div>
      ) : null}

      {failed ? (
        <p className="watch-list__error" role="alert">
          {SERVER_ERROR}
        </p>
      ) : null}
      {error ? (
        <p className="watch-list__error" role="alert">
          {error}
        </p>
      ) : null}

      {!ready ? (
        <ServerList cars={serverCars} removed={removed} />
      ) : count === 0 ? (
        <EmptyList />
      ) : (
        <WatchRemovalContext.Provider value={(id) => setPending({ kind: 'one', id })}>
          <ol className="watch-list__items" aria-busy={loading} aria-label="Gemerkte Fahrzeuge">
            {ordered.map((car) => {
              const d = data.get(car.id);
              const checked = selection.includes(car.id);
              return (
                <li key={car.id} className={`watch-list__item${car.isValid ? '' : ' is-sold'}`} data-watch-item={car.id}>
                  {d === undefined ? (
                    <ResultSkeleton count={1} />
                  ) : d === 'gone' ? (
                    <GoneCard car={car} onRemove={() => setPending({ kind: 'one', id: car.id })} />
                  ) : (
                    <>
                      {car.isValid ? null : <p className="watch-list__sold-label">Nicht mehr verfügbar</p>}
                      <ListingCard
                        listing={d}
                        href={detailPathFrom(d.detailURL, FROM_WATCH_LIST, selection)}
                        headingLevel={2}
                        actions={
                          <CompareCheckbox
                            car={car}
                            title={d.title}
                            checked={checked}
                            disabled={selectionDisabled(car, selection)}
                            onToggle={() => {
                              const next = toggleSelection(selection, car.id);
                              setClicked(next);
                              replaceSelection(next);
                            }}
                          />
                        }
                      />
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </WatchRemovalContext.Provider>
      )}

      {ready && savedCars.some((c) => c.isValid) ? (
        <PriceAlertForm
          listingIds={savedCars.filter((c) => c.isValid).map((c) => c.id)}
          intro="Wir schreiben Ihnen, wenn ein Fahrzeug dieser Merkliste günstiger oder verkauft wird – ohne Anmeldung."
        />
      ) : null}

      {selection.length >= COMPARE_MIN ? (
        <Sticky on="always" edge="bottom" className="watch-list__compare-bar">
          <button type="button" className="button watch-list__compare" onClick={goCompare}>
            {selection.length} Fahrzeuge vergleichen
          </button>
        </Sticky>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'sold' ? REMOVE_SOLD_LABEL : 'Fahrzeug entfernen'}
        question={pending?.kind === 'sold' ? REMOVE_SOLD_QUESTION : REMOVE_ONE_QUESTION}
        confirmLabel="Entfernen"
        onConfirm={confirmRemoval}
        onCancel={() => setPending(null)}
      />
      <RecentlyViewed />
    </div>
  );
}
