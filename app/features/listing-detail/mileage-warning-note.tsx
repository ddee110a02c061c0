import { Link } from 'react-router';
import type { VehicleDetail } from '#src/domain/listing/listing-types.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

/**
 * The mileage check's note beside the car's facts (issue 37 point 2): the car was listed before with a
 * higher mileage, or one that barely grew since. Said plainly, with what a buyer can do about it.
 */
export function MileageWarningNote({ warning }: { warning: VehicleDetail['mileageWarning'] }) {
  if (!warning) return null;
  return (
    <div className="mileage-warning" data-kind={warning.kind}>
      <p>
        <strong>Hinweis zum Kilometerstand: </strong>
        {warning.text}
      </p>
      <p>
        Lassen Sie sich den Kilometerstand mit Servicebelegen und §57a-Gutachten belegen. <Link to={ROUTE_PATHS.safeBuying}>Mehr zum sicheren Autokauf</Link>
      </p>
    </div>
  );
}
