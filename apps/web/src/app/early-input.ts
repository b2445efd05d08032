// A prerendered public page is usable before the app has taken it over: its links are plain
// links, and what the reader types stays in the fields. What needs the app (a button, a form's
// submission) is held here and done again once the app has adopted the page, so nothing the
// reader did before then is lost.

type FieldValue = {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
};

const isCheckable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields whose value the reader changed from the page's own. */
function changedFields(container: HTMLElement): FieldValue[] {
  const changed: FieldValue[] = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (isCheckable(field)) {
      if (field.checked !== field.defaultChecked) changed.push({ field, value: field.value, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        changed.push({ field, value: field.value, checked: false });
    } else if (field.value !== field.defaultValue) {
      changed.push({ field, value: field.value, checked: false });
    }
  }
  return changed;
}

/**
 * Tells the app about a value typed before it ran. React adopts a field with the value it shows
 * and remembers it as already seen, so the value is set back to the page's own through the field
 * (React notes that) and then to the typed one past React, and an input event reports the change.
 */
function replayValue({ field, value, checked }: FieldValue) {
  if (!field.isConnected) return;
  if (isCheckable(field)) {
    field.checked = !checked;
    field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A text field typed into again after the app took it over keeps its newer value. */
const typedSince = ({ field, value }: FieldValue) =>
  !(field instanceof HTMLSelectElement) &&
  !isCheckable(field) &&
  field.value !== value &&
  field.value !== field.defaultValue;

/** What to press again: the clicked button (or other element), never a link or a field. */
const pressable = (target: Element) =>
  target.closest<HTMLElement>('button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], summary') ??
  (target instanceof HTMLElement ? target : null);

/**
 * Starts holding the reader's clicks and submissions on `container` until `release` is called
 * (once the app has adopted the page): then the typed values reach the app, and the last click
 * or submission is done again. Clicks and submissions stay held until that replay is done, so one
 * that comes in between (an Enter while the app is adopting the page) cannot reach the app
 * before the values it needs, and none is lost.
 */
export function holdEarlyInput(container: HTMLElement) {
  let pressed: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !container.contains(target)) return;
    // A link works as HTML (the next page is prerendered too); a field takes its input natively.
    if (target.closest('a[href], input, textarea, select, label')) return;
    const element = pressable(target);
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = element;
    submitted = null;
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !container.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    submitted = event.target;
    pressed = null;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  const stopHolding = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };

  return {
    /** Call when the app has adopted the page (in the commit that did). */
    release() {
      // Read now, before the app's first updates could write the fields. A field typed into
      // again since keeps its newer value.
      const values = changedFields(container);
      // First the values, once the app has settled; then, a task later (the app has drawn the
      // values), the held click or submission, and only then do clicks reach the app directly.
      setTimeout(() => {
        for (const value of values) replayValue(typedSince(value) ? { ...value, value: value.field.value } : value);
        setTimeout(() => {
          stopHolding();
          const press = pressed;
          const submit = submitted;
          if (submit?.isConnected) submit.requestSubmit();
          else if (press?.isConnected) press.click();
        }, 0);
      }, 0);
    },
  };
}
