/** Mean earth radius; distances are great-circle (haversine), as a buyer's "within 50 km" means. */
export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const h = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
