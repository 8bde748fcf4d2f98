import { Suspense, useEffect, useRef } from 'react';
import { useT } from '../../app/i18n';
import type { LazyComponent } from '../../app/lazy-component';
import { useUi } from '../../app/ui-state';
import { FailureBoundary } from '../ui/failure-boundary';
import { CloseIcon } from '../ui/icons';
import { whenIdle } from '../../lib/when-idle';
import { PageSpinner } from '../ui/page-spinner';

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
 * A side panel with its title and close button. Closed, it is an empty hidden dialog (the opener's
 * `aria-controls` still names it); its content is rendered only while it is open. The server's HTML and
 * the browser's hydration skip what nobody can see until they press the button, and nobody can press it
 * before the page has hydrated. So the content is a chunk of its own that the first page does not
 * download: it loads once the page is idle, so the first press finds it ready. If the press comes first,
 * the panel shows a spinner; a load that fails says so, with a retry, and leaves the page as it is.
 */
export function Panel({
  id,
  side,
  open,
  title,
  heading = title,
  closeLabel,
  content,
}: {
  id: string;
  side: 'left' | 'right';
  open: boolean;
  /** The dialog's name. */
  title: string;
  /** The title shown at its top, when not `title`. */
  heading?: string;
  closeLabel: string;
  content: LazyComponent;
}) {
  const ref = useFocusOnOpen(open);
  useEffect(() => whenIdle(() => void content.preload().catch(() => undefined)), [content]);
  return (
    <div
      id={id}
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className={`panel panel-${side}${open ? ' open' : ''}`}
      hidden={!open}
    >
      {open ? (
        <>
          <PanelHeader title={heading} closeLabel={closeLabel} />
          <PanelBody content={content} />
        </>
      ) : null}
    </div>
  );
}

/** A side panel's title, and its button that closes the panels. */
function PanelHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
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

/** The content once loaded; until then a spinner, or the failure with a retry (offline before it came). */
function PanelBody({ content: Content }: { content: LazyComponent }) {
  return (
    <FailureBoundary renderFailure={(_, retry) => <PanelFailed retry={retry} />}>
      <Suspense fallback={<PageSpinner />}>
        <Content />
      </Suspense>
    </FailureBoundary>
  );
}

/** A panel whose content could not load: it says so inside the panel, and leaves the page as it is. */
function PanelFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div className="panel-failed" role="alert">
      <p>{t('layout.panelFailed')}</p>
      <button type="button" className="button secondary" onClick={retry}>
        {t('common.error.retry')}
      </button>
    </div>
  );
}
