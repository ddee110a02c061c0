/**
 * The search pages' calls from the browser: city suggestions and coordinates (SPEC §7 geocode),
 * through the API client and its circuit breaker. Failures are handled by the city field (SPEC §4:
 * error state, city kept without coordinates), so they are not recorded as page errors.
 * The client loads with the first call: a result page that nobody types a city into does not
 * need it (docs/quality-gates.md, JavaScript budget).
 */
const client = () => import('#app/api-client/api-client.ts').then((m) => m.sharedApiClient());

export async function suggestCities(text: string): Promise<{ id: string; suggestion: string }[]> {
  const found = await (await client()).citySuggestions(text, { omitError: true });
  return found.map((s) => ({ id: String(s.id), suggestion: s.suggestion }));
}

export async function lookUpCoordinates(suggestionId: string): Promise<{ lat: number; lon: number }> {
  return (await client()).cityCoordinates(Number(suggestionId), { omitError: true });
}
