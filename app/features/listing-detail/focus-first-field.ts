/** What a visitor can type into or choose first (the honeypot has tabindex -1 and is skipped). */
const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/**
 * 'E-Mail senden', 'E-Mail' and 'Fehler melden' lead to a form: the link still jumps to the section
 * (also without JavaScript), and with JavaScript the focus lands in the form's first field (issue 19),
 * so a keyboard or screen-reader visitor starts typing right there.
 */
export function focusFirstField(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (section instanceof HTMLDetailsElement) section.open = true;
  const field = section?.querySelector<HTMLElement>(FIRST_FIELD);
  // after the link's own jump: following a fragment to a section that cannot take focus clears it
  if (field) requestAnimationFrame(() => field.focus());
}
