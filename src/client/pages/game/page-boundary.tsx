import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { PageSpinner } from '../../components/ui/page-spinner';
import { NotFoundPage, StatusPage } from '../../components/ui/status-page';
import { readCallError } from '../../lib/errors';

interface BoundaryProps {
  resetKey: string;
  notFound?: ReactNode;
  onReset: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <FailedPage error={this.state.error} retry={this.retry} notFound={this.props.notFound} />;
  }
}

function FailedPage({ error, retry, notFound }: { error: unknown; retry: () => void; notFound?: ReactNode }) {
  const t = useT();
  const { status } = readCallError(error);
  if (status === 404) return notFound ?? <NotFoundPage />;
  console.error(error); // spec §8: other failures are only logged
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

/** Loads a page's data: `loading` while it comes, the not-found page on 404, a retry on other failures. */
export function PageBoundary({
  loading,
  resetKey,
  notFound,
  children,
}: {
  loading: string;
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
