import { useRef, useState, type FormEvent } from 'react';
import { Form, useActionData, useFetcher } from 'react-router';
import { SUBSCRIPTION_MAIL_MAX } from '#src/domain/subscription/double-opt-in.ts';
import { SEARCH_AGENT_MESSAGES } from '#src/search-agent/subscription-rules.ts';
import { SubscriptionResult } from '#app/components/subscription/subscription-result.tsx';
import type { SearchAgentActionData } from './search-agent-action.server.ts';
// type only: the module itself is loaded lazily (import() below), not with this file
import type * as SubscriptionSchema from '#src/search-agent/subscription-schema.ts';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';

export const SEARCH_AGENT_LABEL = 'Täglich neue Fahrzeuge zu dieser Suche per E-Mail';
/** Every new car of the whole market would be hundreds a day: a search agent needs at least one filter. */
export const SEARCH_AGENT_NEEDS_FILTER =
  'Wählen Sie zuerst mindestens einen Filter (z. B. Marke, Preis oder Ort): Dann schicken wir Ihnen neue passende Fahrzeuge per E-Mail.';

/** 'Suche ändern' from 'Meine Suchagenten' (issue 27 point 4): the page to post to and the agent to change. */
export interface AgentEdit {
  action: string;
  agentId: number;
}

/** The box in edit mode: saves this page's search into the agent (a plain post; the management page answers). */
function AgentEditBox({ id, edit, searchString, searchWords }: { id: string; edit: AgentEdit; searchString: string; searchWords: string | null }) {
  return (
    <section id={id} className="search-agent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="search-agent__title">
        Suchagent ändern
      </h2>
      {searchWords === null ? (
        <p className="search-agent__search">{SEARCH_AGENT_NEEDS_FILTER}</p>
      ) : (
        <>
          <p className="search-agent__search">
            Ändern Sie die Filter; gespeichert wird dann diese Suche: <strong>{searchWords}</strong>
          </p>
          <Form method="post" action={edit.action} className="search-agent__form">
            <input type="hidden" name="agent" value={edit.agentId} />
            <input type="hidden" name="searchString" value={searchString} />
            <button type="submit" name="intent" value="replace" className="button button--primary search-agent__submit">
              Suchagent mit dieser Suche speichern
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

/** The API's schema (and zod with it) loads when the visitor first uses the form, not with the page. */
let schema: Promise<typeof SubscriptionSchema> | null = null;
const loadSchema = () => (schema ??= import('#src/search-agent/subscription-schema.ts'));

/**
 * The search agent (SPEC §2, §4): an e-mail address for daily new cars of this search. The result
 * page's action passes it to the search agent service (the one behind /api/search-subscription/subscribe);
 * with JavaScript it is posted in the background and checked first with the API's own schema
 * (native validation off, SPEC §5).
 */
export function SearchAgentForm({
  searchString,
  searchWords,
  id = 'search-agent',
  edit = null,
}: {
  searchString: string;
  /** the search in words (its filter tags); null for the unfiltered list, which is not offered (issue 19 point 17) */
  searchWords: string | null;
  id?: string;
  edit?: AgentEdit | null;
}) {
  if (edit) return <AgentEditBox id={id} edit={edit} searchString={searchString} searchWords={searchWords} />;
  return <SubscribeBox searchString={searchString} searchWords={searchWords} id={id} />;
}

function SubscribeBox({ searchString, searchWords, id }: { searchString: string; searchWords: string | null; id: string }) {
  const fetcher = useFetcher<SearchAgentActionData>();
  const pageAnswer = useActionData<SearchAgentActionData | undefined>();
  const [clientError, setClientError] = useState<string | null>(null);
  const mailRef = useRef<HTMLInputElement>(null);
  const outcome = fetcher.data?.agent ?? pageAnswer?.agent ?? null;
  const invalid = clientError ?? (outcome?.kind === 'invalid' ? outcome.message : null);
  const mailId = `${id}-mail`;
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // Sent by fetcher.submit once the check passed; the form element stays the source of the data.
    event.preventDefault();
    const form = event.currentTarget;
    const { searchSubscriptionRequestSchema } = await loadSchema();
    const parsed = searchSubscriptionRequestSchema.safeParse({ mail: mailRef.current?.value ?? '', searchString });
    if (!parsed.success) {
      setClientError(parsed.error.issues[0]?.message ?? SEARCH_AGENT_MESSAGES.email);
      mailRef.current?.focus();
      return;
    }
    setClientError(null);
    void fetcher.submit(form);
  };

  return (
    <section id={id} className="search-agent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="search-agent__title">
        {SEARCH_AGENT_LABEL}
      </h2>
      {searchWords === null ? (
        <p className="search-agent__search">{SEARCH_AGENT_NEEDS_FILTER}</p>
      ) : (
        <p className="search-agent__search">
          Gespeichert wird Ihre Suche: <strong>{searchWords}</strong>
        </p>
      )}
      {searchWords === null ? null : outcome?.kind === 'saved' ? (
        <SubscriptionResult outcome={outcome} block="search-agent" />
      ) : (
        <fetcher.Form method="post" className="search-agent__form" noValidate onSubmit={onSubmit} onFocus={() => void loadSchema()}>
          <input type="hidden" name="searchString" value={searchString} />
          <HoneypotField idPrefix={id} />
          <label className="visually-hidden" htmlFor={mailId}>
            E-Mail-Adresse
          </label>
          <input
            ref={mailRef}
            id={mailId}
            className="field__control search-agent__mail"
            type="email"
            name="mail"
            autoComplete="email"
            placeholder="Ihre E-Mail-Adresse"
            maxLength={SUBSCRIPTION_MAIL_MAX}
            defaultValue={outcome?.kind === 'invalid' ? outcome.mail : undefined}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={() => clientError && setClientError(null)}
          />
          <button type="submit" className="button button--primary search-agent__submit" disabled={fetcher.state !== 'idle'}>
            Speichern
          </button>
        </fetcher.Form>
      )}
      {invalid ? (
        <p id={errorId} className="field__error search-agent__error">
          {invalid}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? <SubscriptionResult outcome={outcome} block="search-agent" /> : null}
    </section>
  );
}
