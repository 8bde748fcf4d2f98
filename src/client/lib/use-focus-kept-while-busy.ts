import { useEffect, useRef } from 'react';

/**
 * A form disables its fields and button while its call runs, and a disabled control drops its focus to the
 * page itself: a keyboard or screen-reader user who pressed Enter would start again from the top of the page
 * after an error. This gives the focus back, once `busy` ends, to the control that held it when it began,
 * if nothing else took it meanwhile and the control is still on the page (a form that succeeded may be gone).
 */
export function useFocusKeptWhileBusy(busy: boolean): void {
  const heldFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) {
      heldFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const control = heldFocus.current;
    heldFocus.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (control?.isConnected && lost) control.focus();
  }, [busy]);
}
