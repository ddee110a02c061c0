/** SPEC §4: the automatch choice is stored locally (key `automatch`, 0/1) on close and submit and restored on opening. */
export const AUTOMATCH_STORAGE_KEY = 'automatch';

export function readAutomatchChoice(): boolean | null {
  try {
    const v = window.localStorage.getItem(AUTOMATCH_STORAGE_KEY);
    return v === '1' ? true : v === '0' ? false : null;
  } catch {
    // Storage can be switched off; the form then starts unticked.
    return null;
  }
}

export function storeAutomatchChoice(value: boolean): void {
  try {
    window.localStorage.setItem(AUTOMATCH_STORAGE_KEY, value ? '1' : '0');
  } catch {
    // Not storable: the choice only lasts for this form.
  }
}
