import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_GUESS_LENGTH } from '../../../shared/constants';
import { useUi } from '../../app/ui-state';

export interface GuessInputOptions {
  /** Called with the typed text (a-z, non-empty) when Enter is pressed; the text is then cleared. */
  onSubmit: (guess: string) => void;
  /** Listen to the physical keyboard (default true). Off while a result is being sent, for example. */
  enabled?: boolean;
  maxLength?: number;
  initialValue?: string;
}

export interface GuessInput {
  value: string;
  /** The on-screen keyboard's actions: the same rules as the physical keyboard. */
  type: (letter: string) => void;
  backspace: () => void;
  /** Submits when the text is not empty; answers whether it did. */
  submit: () => boolean;
  clear: () => void;
}

const LETTER = /^[a-z]$/i;

/** Clean text under product §5: letters a-z only, lower-cased, at most `maxLength`. */
export function cleanGuess(raw: string, maxLength = MAX_GUESS_LENGTH): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, maxLength);
}

// Inputs that take no letters (the volume slider): typing still spells the word while they have focus.
const LETTERLESS_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  if (tag === 'INPUT') return !LETTERLESS_INPUTS.has((target as HTMLInputElement).type);
  return tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

const CONTROLS = 'a[href], button, summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

/**
 * A link or button the player reached with the keyboard (Tab), not one a pointer left focused: Enter is its
 * own (the menu, a link, an audio button), as everywhere else on the web.
 */
function keyboardFocusedControl(target: EventTarget | null): HTMLElement | undefined {
  return target instanceof HTMLElement && target.matches(CONTROLS) && target.matches(':focus-visible')
    ? target
    : undefined;
}

/**
 * The guess being typed, fed by the physical keyboard (product §5) and by the on-screen keyboard:
 * only a-z, lower-cased, at most 30 letters; Backspace deletes; Enter submits only non-empty text, but
 * on a link or button reached with Tab it works that control (product §18); Ctrl/Alt/Meta combinations
 * are never typed; everything is ignored while the drawer or help is open.
 */
export function useGuessInput({
  onSubmit,
  enabled = true,
  maxLength = MAX_GUESS_LENGTH,
  initialValue = '',
}: GuessInputOptions): GuessInput {
  const ui = useUi();
  const [value, setValue] = useState(() => cleanGuess(initialValue, maxLength));
  const valueRef = useRef(value);
  const onSubmitRef = useRef(onSubmit);
  useEffect(() => {
    onSubmitRef.current = onSubmit;
  }, [onSubmit]);

  const update = useCallback((next: string) => {
    valueRef.current = next;
    setValue(next);
  }, []);

  const type = useCallback(
    (letter: string) => {
      if (!LETTER.test(letter) || valueRef.current.length >= maxLength) return;
      update(valueRef.current + letter.toLowerCase());
    },
    [maxLength, update],
  );
  const backspace = useCallback(() => update(valueRef.current.slice(0, -1)), [update]);
  const clear = useCallback(() => update(''), [update]);
  const submit = useCallback(() => {
    const guess = valueRef.current;
    if (guess.length === 0) return false;
    update('');
    onSubmitRef.current(guess);
    return true;
  }, [update]);

  const blocked = !enabled || ui.drawerOpen || ui.helpOpen;
  useEffect(() => {
    if (blocked) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      const control = keyboardFocusedControl(event.target);
      if (event.key === 'Enter') {
        if (control) return;
        // Keeps Enter from pressing a button a click left focused: it sends the guess.
        event.preventDefault();
        if (!event.repeat) submit();
        return;
      }
      if (event.key === 'Backspace') backspace();
      else if (LETTER.test(event.key)) type(event.key);
      else return;
      event.preventDefault();
      // Typing hands Enter back to the guess: the control reached by Tab lets go of the focus.
      control?.blur();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [blocked, backspace, submit, type]);

  return { value, type, backspace, submit, clear };
}
