/**
 * The normal equations of the pricing regressions (the price adjustment, the time to sale) are small
 * dense systems: Gaussian elimination is all they need.
 */

/** Solves A·x = b (A square, row-major) by Gaussian elimination with partial pivoting. */
export function solveLinear(a: Float64Array, b: Float64Array, n: number): number[] {
  const m = Float64Array.from(a);
  const v = Float64Array.from(b);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r * n + col] as number) > Math.abs(m[pivot * n + col] as number)) pivot = r;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) [m[col * n + k], m[pivot * n + k]] = [m[pivot * n + k] as number, m[col * n + k] as number];
      [v[col], v[pivot]] = [v[pivot] as number, v[col] as number];
    }
    const d = m[col * n + col] as number;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = col + 1; r < n; r++) {
      const f = (m[r * n + col] as number) / d;
      if (f === 0) continue;
      for (let k = col; k < n; k++) m[r * n + k] = (m[r * n + k] as number) - f * (m[col * n + k] as number);
      v[r] = (v[r] as number) - f * (v[col] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const d = m[r * n + r] as number;
    if (Math.abs(d) < 1e-12) continue;
    let s = v[r] as number;
    for (let k = r + 1; k < n; k++) s -= (m[r * n + k] as number) * (x[k] as number);
    x[r] = s / d;
  }
  return x;
}
