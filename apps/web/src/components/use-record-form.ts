import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { registerGuardedForm } from './unsaved-changes';

export type RecordFormOptions<Values extends Record<string, unknown>, Source> = Omit<
  UseFormInput<Values>,
  'initialValues' | 'mode'
> & {
  /** The record the form edits (null for a new one), or whatever its values are built from. */
  record: Source;
  /** The form's values for the record. */
  valuesOf: (record: Source) => Values;
  /**
   * Other data the values are built from (the club, a list of types): when it changes, a form
   * without changes takes the new values; a form with changes keeps the user's.
   */
  dependsOn?: readonly unknown[];
  /** For a form in a panel: true while it is shown. Default true (a form on the page). */
  opened?: boolean;
};

/**
 * Makes `values` the form's record values: shown, the baseline of `isDirty()` and what `reset()`
 * returns to. A page form calls it with the server's answer after a save.
 */
export function loadRecordValues<Values>(form: UseFormReturnType<Values>, values: Values) {
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
  form.clearErrors();
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

/**
 * The one way to open a form with a record's values (Mantine's useForm underneath):
 * - it starts from `valuesOf(record)` and takes them again each time the panel opens
 *   (`opened` turns true) — another record, or the same one afresh;
 * - when the record (or `dependsOn`) changes while open — a save, another admin, a refetch —
 *   a form without changes takes the new values; one with changes keeps what the user typed,
 *   unless the new record holds exactly those values (its own save), which become the baseline;
 * - `form.reset()` (Undo) goes back to the record's values, and `isDirty()` compares with them;
 * - while open it is registered with the unsaved-changes guard, so closing its panel, switching
 *   a section tab or leaving the page asks "Discard unsaved changes?" first.
 */
export function useRecordForm<Values extends Record<string, unknown>, Source>({
  record,
  valuesOf,
  dependsOn = [],
  opened = true,
  ...options
}: RecordFormOptions<Values, Source>): UseFormReturnType<Values> {
  const form = useForm<Values>({ ...options, initialValues: valuesOf(record) });

  // The latest form and builder, read by the effects below without re-running them each render.
  const latest = useRef({ form, valuesOf });
  useEffect(() => {
    latest.current = { form, valuesOf };
  });

  const seen = useRef({ opened, sources: [record, ...dependsOn] });
  useEffect(() => {
    const sources = [record, ...dependsOn];
    const previous = seen.current;
    seen.current = { opened, sources };
    if (!opened) return;
    const isOpening = !previous.opened;
    if (!isOpening && sameList(previous.sources, sources)) return;
    const current = latest.current.form;
    const values = latest.current.valuesOf(record);
    if (!isOpening) {
      const json = JSON.stringify(values);
      // The same values in a new object (a refetch): nothing to take, and no render loop.
      if (json === JSON.stringify(current.getInitialValues())) return;
      // A form with changes keeps them, unless the record now holds them (the user's own save).
      if (current.isDirty() && JSON.stringify(current.getValues()) !== json) return;
    }
    loadRecordValues(current, values);
  });

  useEffect(() => {
    if (!opened) return;
    return registerGuardedForm({
      isDirty: () => latest.current.form.isDirty(),
      discard: () => latest.current.form.reset(),
    });
  }, [opened]);

  return form;
}
