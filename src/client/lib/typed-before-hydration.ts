/**
 * A person may type into a server-rendered form before its scripts have run (they load after the first
 * paint). React would then hydrate the field with its state ('') and wipe the text. This keeps it: what
 * is typed before a field is hydrated is remembered, and the field, once hydrated, hands it to React
 * through a real input event (its onChange runs as if it were typed then).
 */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image']);
const typed = new WeakMap<TextControl, string>();
const hydrated = new WeakSet<TextControl>();

function isTextControl(target: EventTarget | null): target is TextControl {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type));
}

function onInput(event: Event): void {
  const target = event.target;
  if (isTextControl(target) && !hydrated.has(target)) typed.set(target, target.value);
}

/** Before hydrating: what was typed so far, and from now on until each field is hydrated. */
export function rememberTypingBeforeHydration(root: Document): void {
  for (const control of root.querySelectorAll('input, textarea')) {
    if (isTextControl(control) && control.value !== control.defaultValue) typed.set(control, control.value);
  }
  root.addEventListener('input', onInput, true);
}

/** A field just hydrated: gives back what was typed into it before. */
export function replayTypingBeforeHydration(control: TextControl | null): void {
  if (!control || hydrated.has(control)) return;
  hydrated.add(control);
  const value = typed.get(control);
  typed.delete(control);
  if (value === undefined) return;
  // The DOM may still show the text while React's state is empty (its next render would clear it).
  // Through the element's setter React's change tracker believes the field empty; through the
  // prototype's, the text comes back unseen; the input event then reads as a change: onChange runs.
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
