import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { readCallError } from '../../lib/errors';
import { PageSpinner } from './page-spinner';
import { ForbiddenPage, NotFoundPage, StatusPage, UnauthorizedPage } from './status-page';

interface BoundaryProps {
  resetKey: string;
  notFound?: ReactNode;
  onReset: () => void;
  children: ReactNode;
}

/** Catches a failed page; a new `resetKey` (another page, another month) leaves the failure behind. */
class Boundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false, error: null });
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false, error: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FailedPage error={this.state.error} retry={this.retry} notFound={this.props.notFound} />;
  }
}

/** 404, 401 and 403 get their own pages; anything else the error page with a retry. */
function FailedPage({ error, retry, notFound }: { error: unknown; retry: () => void; notFound?: ReactNode }) {
  const t = useT();
  const { status } = readCallError(error);
  if (status === 404) return notFound ?? <NotFoundPage />;
  if (status === 401) return <UnauthorizedPage />;
  if (status === 403) return <ForbiddenPage />;
  // Product §13: other failures are only logged. React logs what a boundary catches (console.error), once.
  return (
    <StatusPage
      code={status >= 500 ? status : 500}
      label={t('common.error.title')}
      text={t('common.error.text')}
      action={
        <button type="button" className="button" onClick={retry}>
          {t('common.error.retry')}
        </button>
      }
    />
  );
}

/** Loads a page's data: `loading` while it comes, the not-found page on 404, a retry on other failures. */
export function PageBoundary({
  loading,
  resetKey,
  notFound,
  children,
}: {
  /** The spinner's words; 'Loading...' when left out. */
  loading?: string;
  resetKey: string;
  /** What a 404 shows instead of the not-found page. */
  notFound?: ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={resetKey} onReset={reset} notFound={notFound}>
          <Suspense fallback={<PageSpinner label={loading} />}>{children}</Suspense>
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
