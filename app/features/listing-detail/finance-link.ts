/**
 * SPEC §2 finance box: for one partner the finance link's last underscore part is replaced with
 * the current time on click (the partner uses it to tell clicks apart).
 */
export function withClickTime(url: string, now: number): string {
  const underscore = url.lastIndexOf('_');
  if (underscore === -1) return url;
  // Keep anything after the token that is not part of it (a following query pair or fragment).
  const rest = url.slice(underscore + 1);
  const end = rest.search(/[&#]/);
  return `${url.slice(0, underscore + 1)}${now}${end === -1 ? '' : rest.slice(end)}`;
}
