/**
 * Allow-list HTML sanitiser for stored HTML (static pages, FAQ answers) before it is rendered with
 * `dangerouslySetInnerHTML`. Pure string code, so the server render and the browser hydration give
 * the same output.
 *
 * The output is re-serialised from scratch: only the tags and attributes listed here survive, every
 * attribute value is re-quoted and escaped, text never contains a raw `<` or `>`, and every element
 * that is opened is closed again, so stored HTML can never close the page's own containers.
 * Whatever a browser would make of the input, the output grammar has no room for script.
 */

type AttributeRule = (value: string) => string | null;

/** Own keys only: a tag or attribute named `__proto__` or `constructor` must not find Object's members. */
const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

const anyText: AttributeRule = (v) => v;
const digits: AttributeRule = (v) => (/^\d{1,3}$/.test(v.trim()) ? v.trim() : null);
const oneOf =
  (...allowed: string[]): AttributeRule =>
  (v) => {
    const lower = v.trim().toLowerCase();
    return allowed.includes(lower) ? lower : null;
  };

/** Schemes a link may use; anything else with a scheme (javascript:, data:, vbscript:, …) is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const safeUrl: AttributeRule = (value) => {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (scheme && !SAFE_SCHEMES.has(scheme[1] ?? '')) return null;
  // A colon before the first '/', '?' or '#' that did not form a clean scheme is ambiguous: drop it.
  if (!scheme && /^[^/?#]*:/.test(compact)) return null;
  return value.trim();
};

const GLOBAL_ATTRIBUTES: Record<string, AttributeRule> = {
  class: (v) => {
    const tokens = v.split(/\s+/).filter((t) => /^[a-z][a-z0-9_-]{0,40}$/i.test(t));
    return tokens.length > 0 ? tokens.join(' ') : null;
  },
  lang: (v) => (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(v.trim()) ? v.trim() : null),
};

const ALLOWED: Record<string, Record<string, AttributeRule>> = {
  p: {},
  div: {},
  section: {},
  span: {},
  address: {},
  blockquote: {},
  pre: {},
  code: {},
  figure: {},
  figcaption: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  ul: {},
  ol: { start: digits },
  li: {},
  dl: {},
  dt: {},
  dd: {},
  strong: {},
  em: {},
  b: {},
  i: {},
  u: {},
  s: {},
  small: {},
  sub: {},
  sup: {},
  mark: {},
  abbr: { title: anyText },
  a: { href: safeUrl, title: anyText, target: oneOf('_blank') },
  br: {},
  hr: {},
  table: {},
  caption: {},
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: { scope: oneOf('row', 'col', 'rowgroup', 'colgroup'), colspan: digits, rowspan: digits },
  td: { colspan: digits, rowspan: digits },
};

/** The page owns its single h1; a stored h1 becomes a section heading. */
const RENAMED: Record<string, string> = { h1: 'h2' };

const VOID = new Set(['br', 'hr']);

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
  'frameset',
  'canvas',
  'video',
  'audio',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  euro: '€',
  sect: '§',
  ndash: '–',
  mdash: '—',
};

/** Decodes the entities of an attribute value; unknown ones stay literal (and are escaped on output). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return own(NAMED_ENTITIES, body) ?? whole;
  });
}

const escapeAttribute = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text passes with its entity references; a bare '&' and any '>' are escaped ('<' never reaches here). */
const escapeText = (text: string) => text.replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/>/g, '&gt;');

interface ParsedTag {
  name: string;
  closing: boolean;
  attributes: [string, string][];
  end: number;
}

const NAME_START = /[a-z]/i;

/** Reads one tag starting at `start` (which points at '<'). */
function readTag(html: string, start: number): ParsedTag {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  let name = '';
  while (i < html.length && !/[\s/>]/.test(html[i] ?? '')) name += html[i++];
  const attributes: [string, string][] = [];
  while (i < html.length && html[i] !== '>') {
    const ch = html[i] ?? '';
    if (/[\s/]/.test(ch)) {
      i++;
      continue;
    }
    let attrName = '';
    while (i < html.length && !/[\s/>=]/.test(html[i] ?? '')) attrName += html[i++];
    if (attrName === '') {
      i++;
      continue;
    }
    while (/\s/.test(html[i] ?? '')) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (/\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        while (i < html.length && !/[\s>]/.test(html[i] ?? '')) value += html[i++];
      }
    }
    attributes.push([attrName.toLowerCase(), value]);
  }
  return { name: name.toLowerCase(), closing, attributes, end: Math.min(i + 1, html.length) };
}

function renderOpenTag(name: string, attributes: [string, string][]): string {
  const rules = own(ALLOWED, name) ?? {};
  const kept = new Map<string, string>();
  for (const [attrName, raw] of attributes) {
    const rule = own(rules, attrName) ?? own(GLOBAL_ATTRIBUTES, attrName);
    if (!rule || kept.has(attrName)) continue;
    const value = rule(decodeEntities(raw));
    if (value !== null) kept.set(attrName, value);
  }
  // A link that opens a new tab must not hand the opener to the other site.
  if (name === 'a' && kept.get('target') === '_blank') kept.set('rel', 'noopener noreferrer');
  let out = `<${name}`;
  for (const [attrName, value] of kept) out += ` ${attrName}="${escapeAttribute(value)}"`;
  return `${out}>`;
}

/** Returns HTML that contains only allow-listed, balanced markup; linear in the input's length. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  /** How many of each element are open, so a closing tag nobody opened is skipped without searching the stack. */
  const openCount = new Map<string, number>();
  const pop = () => {
    const name = open.pop() ?? '';
    openCount.set(name, (openCount.get(name) ?? 1) - 1);
    return name;
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const isTag = NAME_START.test(next) || (next === '/' && NAME_START.test(html[lt + 2] ?? ''));
    if (!isTag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    i = tag.end;
    const name = own(RENAMED, tag.name) ?? tag.name;
    if (!tag.closing && DROPPED_WITH_CONTENT.has(tag.name)) {
      const closer = new RegExp(`</${tag.name}[\\s/>]`, 'gi');
      closer.lastIndex = i;
      const match = closer.exec(html);
      if (!match) break;
      const close = html.indexOf('>', match.index);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!Object.hasOwn(ALLOWED, name)) continue;
    if (tag.closing) {
      if (!openCount.get(name)) continue;
      // Every element is pushed once and popped once: linear however the tags are nested.
      let closed: string;
      do {
        closed = pop();
        out += `</${closed}>`;
      } while (closed !== name);
      continue;
    }
    out += renderOpenTag(name, tag.attributes);
    if (!VOID.has(name)) {
      open.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
    }
  }
  while (open.length > 0) out += `</${pop()}>`;
  return out;
}
