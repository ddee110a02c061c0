import { formatNumber } from './number-format.ts';

/** A distance as cards and the detail page show it: '≈ 45 km', '≈ 3 km', '< 1 km' (whole km are as exact as a town's centre). */
export function formatDistance(km: number): string {
  return km < 1 ? '< 1 km' : `≈ ${formatNumber(Math.round(km))} km`;
}
