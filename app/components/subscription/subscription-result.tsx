import type { SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';

/**
 * A subscribe form's answer box: saved (a status) or failed (an alert). `block` is the form's CSS
 * block ('price-alert', 'search-agent'), whose `__result` styles it.
 */
export function SubscriptionResult({ outcome, block }: { outcome: Extract<SubscriptionOutcome, { kind: 'saved' | 'failed' }>; block: string }) {
  const saved = outcome.kind === 'saved';
  return (
    <div className={`${block}__result ${block}__result--${saved ? 'success' : 'error'}`} role={saved ? 'status' : 'alert'}>
      <p className={`${block}__result-title`}>{outcome.title}</p>
      <p>{outcome.text}</p>
    </div>
  );
}
