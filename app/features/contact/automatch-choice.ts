import { localStorageValue } from '#app/components/ui/local-storage-value.ts';

/** SPEC §4: the automatch choice is stored locally (key `automatch`, 0/1) on close and submit and restored on opening. */
export const AUTOMATCH_STORAGE_KEY = 'automatch';

/** The stored choice; null when none is stored (or storage is switched off: the form then starts unticked). */
export const storedAutomatchChoice = localStorageValue<boolean | null>(
  AUTOMATCH_STORAGE_KEY,
  (raw) => (raw === '1' ? true : raw === '0' ? false : null),
  (value) => (value ? '1' : '0'),
  null,
);
