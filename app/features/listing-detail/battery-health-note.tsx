import { Link } from 'react-router';
import { BATTERY_CERTIFICATE_ANCHOR, BATTERY_HEALTH_MESSAGES, batteryHealthText } from '#src/domain/listing/battery-health.ts';
import type { VehicleDetailFacts } from '#src/domain/listing/listing-types.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

/**
 * The battery certificate of an electric car under its price (issue 37 point 5): its state of health,
 * test day and tester; an electric car without one says so, with the safety page's section on why a
 * certificate matters. Other cars (a hybrid without a certificate) show nothing.
 */
export function BatteryHealthNote({ detail }: { detail: Pick<VehicleDetailFacts, 'electric' | 'fuel'> }) {
  const health = detail.electric?.batteryHealth ?? null;
  if (!health && detail.fuel.raw !== 'E') return null;
  const why = `${ROUTE_PATHS.safeBuying}#${BATTERY_CERTIFICATE_ANCHOR}`;
  return (
    <div className="battery-health" data-certified={health ? 'ja' : 'nein'}>
      {health ? (
        <p>
          <strong>{batteryHealthText(health)}</strong> <Link to={why}>Was ein Batteriezertifikat aussagt</Link>
        </p>
      ) : (
        <p>
          {BATTERY_HEALTH_MESSAGES.noCertificate} <Link to={why}>Warum ein Batteriezertifikat wichtig ist</Link>
        </p>
      )}
    </div>
  );
}
