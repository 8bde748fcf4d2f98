import { useCallback, useRef, useState } from 'react';
import { FORM_DELAY_MS } from '../../../shared/constants';
import { readCallError } from '../../lib/errors';
import { delay } from '../../lib/storage';
import { useFocusKeptWhileBusy } from '../../lib/use-focus-kept-while-busy';
import { useHydrated } from '../../lib/use-hydrated';

export type CallError = ReturnType<typeof readCallError>;

/**
 * A form's call: busy from the click, the form pause of product §17, then the call.
 * A failure comes back as a `CallError`; a second submit while busy is ignored. The control that had the
 * focus when the call began has it back after (its fields are disabled meanwhile).
 */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const running = useRef(false);
  useFocusKeptWhileBusy(busy);

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: CallError }> => {
      if (running.current) return { ok: false, error: { status: 0 } };
      running.current = true;
      setBusy(true);
      try {
        await delay(FORM_DELAY_MS);
        return { ok: true, value: await call() };
      } catch (error) {
        const read = readCallError(error);
        if (read.status !== 400 && read.status !== 429) console.error(error); // other failures: console only (product §13)
        return { ok: false, error: read };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [],
  );
  /**
   * Props of every input: disabled while busy, and read-only until the page is hydrated, so nothing is
   * typed that React would not see and no native submit sends the fields in a URL before the app runs.
   */
  const inputState = { disabled: busy, readOnly: !hydrated, 'data-hydrating': hydrated ? undefined : '' };
  return { busy, run, hydrated, inputState };
}
