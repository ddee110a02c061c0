import type { DealerSummary } from './dealer-view.ts';

/** The dealer's logo, or its initials on the dealer's colour when it has none. Fixed size: no shift. */
export function DealerLogo({ dealer, size = 64, eager = false }: { dealer: DealerSummary; size?: number; eager?: boolean }) {
  if (dealer.logo) {
    return <img className="dealer-logo" src={dealer.logo} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  }
  return (
    <span className="dealer-logo dealer-logo--initials" style={{ width: size, height: size, background: dealer.placeholder.color }} aria-hidden="true">
      {dealer.placeholder.initials}
    </span>
  );
}
