/**
 * What every request must pass before a page or API handler reads it: no NUL character in the
 * address (src/domain/validation/text-input.ts), and for the page forms (posted without
 * JavaScript, or by React Router's `.data` requests) a same-origin browser request with a form
 * body that can be read. React Router would otherwise answer a cross-site POST with a plain-text
 * "Bad Request" and throw (a 500 with a stack trace) on a body `request.formData()` cannot parse.
 */
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import { fieldWithNul, hasNul } from '#src/domain/validation/text-input.ts';

export interface RefusedRequest {
  status: 400 | 403 | 415;
  title: string;
  heading: string;
  field?: string;
}

/** The first query parameter holding a NUL (its name), 'path' for a path segment, or null. */
export function nulInAddress(url: URL): string | null {
  for (const segment of url.pathname.split('/')) {
    try {
      if (hasNul(decodeURIComponent(segment))) return 'path';
    } catch {
      // broken percent-encoding is answered elsewhere (a 404 page, a 400 API error)
    }
  }
  return fieldWithNul(url.searchParams);
}

export const nulRefusal = (field: string): RefusedRequest => ({
  status: 400,
  title: 'Ungültige Anfrage',
  heading: `Das Feld „${field}“ enthält ein ungültiges Zeichen.`,
  field,
});

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNREADABLE: RefusedRequest = {
  status: 400,
  title: 'Ungültige Anfrage',
  heading: 'Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
};

/**
 * Why a request for a page must not reach React Router, or null when it may. (A NUL in the path
 * names no page: http-app answers the not-found page, as for broken percent-encoding.)
 */
export async function refusePageRequest(request: Request, publicUrl: string): Promise<RefusedRequest | null> {
  const inQuery = fieldWithNul(new URL(request.url).searchParams);
  if (inQuery !== null) return nulRefusal(inQuery);
  if (!MUTATIONS.has(request.method)) return null;
  if (isFromOtherSite(request, publicUrl)) {
    return { status: 403, title: 'Anfrage abgelehnt', heading: CROSS_ORIGIN_MESSAGE };
  }
  // The page forms post form fields; JSON, text, XML or no body is not one of ours.
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return { ...UNREADABLE, status: 415 };
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return UNREADABLE;
  }
  const inForm = fieldWithNul(form);
  return inForm === null ? null : nulRefusal(inForm);
}
