const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6L2.5 9.4l6.6-.8z';

/** 1 to 5 whole stars with a text alternative ('3 von 5 Sternen'). */
export function StarRating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <span className="star-score" role="img" aria-label={`${value} von ${max} Sternen`}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} className={i < value ? 'star-score__star is-filled' : 'star-score__star'} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
