/**
 * Display modes of the site chrome (SPEC §2 Layout):
 * - `?hide=header|footer|all` hides those parts on every platform (pages embedded in partner apps);
 * - a route can hide them for itself through its `handle` (the compare page hides both on desktop):
 *     export const handle = { layoutHide: { parts: 'all', on: 'desktop' } } satisfies LayoutHandle;
 * - `?appview=true` marks the app display mode: page heading and back link are hidden.
 * The query flags are read from each URL, so links that should keep a mode carry the parameter.
 */

export const HIDE_MODES = ['header', 'footer', 'all'] as const;
export type HideMode = (typeof HIDE_MODES)[number];

/** Where a hidden part is hidden: everywhere, or only at desktop or phone widths (breakpoint 767 px). */
export type Platform = 'always' | 'desktop' | 'mobile';

export interface LayoutHandle {
  layoutHide?: { parts: HideMode; on: Platform };
}

/** 'shown', or the platforms on which the part is hidden. */
export type PartVisibility = 'shown' | Platform;

export interface DisplayMode {
  header: PartVisibility;
  footer: PartVisibility;
  appView: boolean;
}

const covers = (mode: HideMode, part: 'header' | 'footer') => mode === 'all' || mode === part;

const isHideMode = (value: string | null): value is HideMode => (HIDE_MODES as readonly string[]).includes(value ?? '');

function hasLayoutHide(handle: unknown): handle is Required<LayoutHandle> {
  return typeof handle === 'object' && handle !== null && 'layoutHide' in handle;
}

/** The strongest of two visibilities: hidden always beats hidden on one platform beats shown. */
function combine(a: PartVisibility, b: PartVisibility): PartVisibility {
  if (a === 'always' || b === 'always') return 'always';
  if (a === 'shown') return b;
  if (b === 'shown' || a === b) return a;
  return 'always'; // desktop + mobile
}

export function resolveDisplayMode(search: URLSearchParams, routeHandles: readonly unknown[] = []): DisplayMode {
  const mode: DisplayMode = { header: 'shown', footer: 'shown', appView: search.get('appview') === 'true' };
  const hide = search.get('hide');
  if (isHideMode(hide)) {
    if (covers(hide, 'header')) mode.header = 'always';
    if (covers(hide, 'footer')) mode.footer = 'always';
  }
  for (const handle of routeHandles) {
    if (!hasLayoutHide(handle)) continue;
    const { parts, on } = handle.layoutHide;
    if (covers(parts, 'header')) mode.header = combine(mode.header, on);
    if (covers(parts, 'footer')) mode.footer = combine(mode.footer, on);
  }
  return mode;
}

/** CSS class that hides an element on the given platform (see app.css). */
export function hiddenOnClass(visibility: PartVisibility): string {
  return visibility === 'desktop' ? ' hidden-on-desktop' : visibility === 'mobile' ? ' hidden-on-mobile' : '';
}
