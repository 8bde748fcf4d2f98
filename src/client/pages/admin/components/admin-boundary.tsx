import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../app/i18n';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ForbiddenPage, NotFoundPage, StatusPage, UnauthorizedPage } from '../../../components/ui/status-page';
import { readCallError } from '../../../lib/errors';

interface BoundaryProps {
  resetKey: string;
  onReset: () => void;
  children: ReactNode;
}

/** Catches a failed admin page: 404/401/403 get their own pages, anything else the error page. */
class Boundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Moving to another admin page leaves the failed one behind.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false, error: null });
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false, error: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <AdminErrorPage error={this.state.error} retry={this.retry} />;
  }
}

function AdminErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  const { status } = readCallError(error);
  if (status === 404) return <NotFoundPage />;
  if (status === 401) return <UnauthorizedPage />;
  if (status === 403) return <ForbiddenPage />;
  if (status === 0 || status >= 500) console.error(error);
  return (
    <StatusPage
      code={status >= 500 ? status : 500}
      title={t('common.error.title')}
      text={t('common.error.text')}
      action={
        <button type="button" className="button" onClick={retry}>
          {t('common.error.retry')}
        </button>
      }
    />
  );
}

/** Every admin page loads inside this: 'Loading...' while fetching, an error page on failure. */
export function AdminBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={location.pathname} onReset={reset}>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
