import { Form, useNavigation, useSubmit } from 'react-router';
import type { FormEvent } from 'react';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { Option, ValuationFormState } from './valuation-page.server.ts';

function Field({ name, label, error, children, hint }: { name: string; label: string; error?: string | undefined; hint?: string; children: React.ReactNode }) {
  return (
    <div className={`form-field valuation-form__field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={`valuation-${name}`}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="form-field__message form-field__error" id={`valuation-${name}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="form-field__message form-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

function Select({
  name,
  value,
  options,
  placeholder,
  error,
}: {
  name: string;
  value: string;
  options: Option[];
  placeholder: string;
  error?: string | undefined;
}) {
  return (
    <select
      className="field__control"
      id={`valuation-${name}`}
      name={name}
      defaultValue={value}
      key={`${name}-${value}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `valuation-${name}-error` : undefined}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The steps as one GET form: without JavaScript 'Weiter' sends it and the server shows the next
 * step; with JavaScript a changed choice sends it at once and the page updates in place (the
 * loader runs again, the address keeps the inputs).
 */
export function ValuationForm({ form }: { form: ValuationFormState }) {
  const { values, errors, details } = form;
  const submit = useSubmit();
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'loading';
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    // Typed fields are sent with 'Weiter' or Enter; choices at once.
    if (target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'month' || target.type === 'number')) return;
    void submit(event.currentTarget, { method: 'get', preventScrollReset: true, replace: true });
  };
  return (
    <Form
      method="get"
      className="valuation-form"
      onChange={hydrated ? onChange : undefined}
      aria-busy={busy || undefined}
      aria-labelledby="valuation-form-heading"
    >
      <h2 id="valuation-form-heading">Ihr Auto</h2>
      <div className="valuation-form__grid">
        <Field name="make" label="Marke" error={errors.make}>
          <Select name="make" value={values.make} options={form.makes} placeholder="Marke wählen" error={errors.make} />
        </Field>
        {form.models ? (
          <Field name="mmm" label="Modell" error={errors.mmm}>
            <Select name="mmm" value={values.mmm} options={form.models} placeholder="Modell wählen" error={errors.mmm} />
          </Field>
        ) : null}
        {form.fuels ? (
          <>
            <Field name="freg" label="Erstzulassung (Monat/Jahr)" error={errors.freg} hint="z. B. 2017-06">
              <input
                className="field__control"
                id="valuation-freg"
                name="freg"
                type="month"
                defaultValue={values.freg}
                key={`freg-${values.freg}`}
                min="1950-01"
                placeholder="JJJJ-MM"
                aria-invalid={errors.freg ? true : undefined}
                aria-describedby={errors.freg ? 'valuation-freg-error' : undefined}
              />
            </Field>
            <Field name="fuel" label="Treibstoff" error={errors.fuel}>
              <Select name="fuel" value={values.fuel} options={form.fuels} placeholder="Treibstoff wählen" error={errors.fuel} />
            </Field>
          </>
        ) : null}
        {details ? (
          <>
            <Field name="powerkw" label={details.versions.length > 0 ? 'Version (Leistung)' : 'Leistung in kW'} error={errors.powerkw}>
              {details.versions.length > 0 ? (
                <Select name="powerkw" value={values.powerkw} options={details.versions} placeholder="Version wählen" error={errors.powerkw} />
              ) : (
                <input
                  className="field__control"
                  id="valuation-powerkw"
                  name="powerkw"
                  type="text"
                  inputMode="numeric"
                  defaultValue={values.powerkw}
                  aria-invalid={errors.powerkw ? true : undefined}
                />
              )}
            </Field>
            <Field name="gear" label="Getriebe" error={errors.gear}>
              <Select name="gear" value={values.gear} options={details.gearboxes} placeholder="Getriebe wählen" error={errors.gear} />
            </Field>
            <Field name="body" label="Aufbau" error={errors.body}>
              <Select name="body" value={values.body} options={details.bodies} placeholder="Aufbau wählen" error={errors.body} />
            </Field>
            <Field name="km" label="Kilometerstand" error={errors.km}>
              <input
                className="field__control"
                id="valuation-km"
                name="km"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={values.km}
                key={`km-${values.km}`}
                aria-invalid={errors.km ? true : undefined}
                aria-describedby={errors.km ? 'valuation-km-error' : undefined}
              />
            </Field>
            <fieldset className="form-radios valuation-form__equipment">
              <legend>Ausstattung (optional)</legend>
              {details.equipment.map((e) => (
                <label key={e.value} className="form-check">
                  <input type="checkbox" name="eq" value={e.value} defaultChecked={values.eq.includes(e.value)} /> {e.label}
                </label>
              ))}
            </fieldset>
            <fieldset className="form-radios">
              <legend>Unfallfrei?</legend>
              <label className="form-check">
                <input type="radio" name="unfallfrei" value="ja" defaultChecked={values.unfallfrei !== 'nein'} /> Ja, unfallfrei
              </label>
              <label className="form-check">
                <input type="radio" name="unfallfrei" value="nein" defaultChecked={values.unfallfrei === 'nein'} /> Nein, Unfallschaden
              </label>
            </fieldset>
            <Field name="zip" label="Postleitzahl (optional)" error={errors.zip}>
              <input
                className="field__control"
                id="valuation-zip"
                name="zip"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                defaultValue={values.zip}
                aria-invalid={errors.zip ? true : undefined}
              />
            </Field>
          </>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {details ? 'Fahrzeugwert berechnen' : 'Weiter'}
      </button>
    </Form>
  );
}
