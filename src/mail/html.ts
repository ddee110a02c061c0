import { escapeMarkup } from '../domain/format/markup-escape.ts';

/**
 * HTML for mails built with a tagged template that escapes every interpolated value. Only values
 * that are already `SafeHtml` (the result of another `html` call) pass through unescaped, so user
 * input (names, comments, titles) can never inject markup into a mail.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => render(v)).join('');
  return escapeMarkup(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Multi-line user text (a comment) as escaped HTML with line breaks kept. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(escapeMarkup(text).replace(/\r?\n/g, '<br>'));
}

/** Only http(s) links go into an href; anything else (javascript:, data:) becomes '#'. */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}
