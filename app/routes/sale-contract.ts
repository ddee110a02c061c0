import { saleContractResponse } from '#app/features/valuation/sale-contract.server.ts';
import type { Route } from './+types/sale-contract';

/** GET /fahrzeugbewertung/kaufvertrag.pdf?mmm=…&freg=…&km=…: the private-sale contract, filled from a valuation's inputs. */
export function loader({ request, context }: Route.LoaderArgs) {
  return saleContractResponse(new URL(request.url).searchParams, context.services.config.siteName, new Date());
}
