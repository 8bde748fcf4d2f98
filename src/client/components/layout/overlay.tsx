import { useEffect, useRef, type ReactNode } from 'react';
import { useUi } from '../../app/ui-state';
import { CloseIcon } from '../ui/icons';

/** Moves focus into an opened panel and gives it back to the opener when it closes. */
export function useFocusOnOpen(open: boolean) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panelRef.current?.querySelector<HTMLElement>('a, button, [tabindex="0"]');
    first?.focus();
    return () => previous?.focus?.();
  }, [open]);
  return panelRef;
}

/** The dimmed layer behind the drawer and help panel: a click closes both, Escape too. */
export function Backdrop() {
  const ui = useUi();
  const open = ui.drawerOpen || ui.helpOpen;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') ui.closeOverlays();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, ui]);
  return (
    <div
      className={open ? 'backdrop open' : 'backdrop'}
      data-testid="backdrop"
      onClick={ui.closeOverlays}
      aria-hidden="true"
    />
  );
}

/**
 * A side panel. Closed, it is an empty hidden dialog (the opener's `aria-controls` still names it); its
 * content is rendered only while it is open. The server's HTML and the browser's hydration skip what
 * nobody can see until they press the button, and nobody can press it before the page has hydrated.
 */
export function Panel({
  id,
  side,
  open,
  label,
  children,
}: {
  id: string;
  side: 'left' | 'right';
  open: boolean;
  label: string;
  children: ReactNode;
}) {
  const ref = useFocusOnOpen(open);
  return (
    <div
      id={id}
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className={`panel panel-${side}${open ? ' open' : ''}`}
      hidden={!open}
    >
      {open ? children : null}
    </div>
  );
}

/** A side panel's title, and its button that closes the panels. */
export function PanelHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
  const ui = useUi();
  return (
    <div className="panel-header">
      <h2 className="panel-title">{title}</h2>
      <button type="button" className="icon-button small" aria-label={closeLabel} onClick={ui.closeOverlays}>
        <CloseIcon />
      </button>
    </div>
  );
}
