import type { RefObject } from 'react';
import { HONEYPOT_FIELD, HONEYPOT_LABEL } from '#src/abuse/honeypot.ts';

/** The field people never see and bots fill (see src/abuse/honeypot.ts). */
export function HoneypotField({ idPrefix, inputRef }: { idPrefix: string; inputRef?: RefObject<HTMLInputElement | null> }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
