import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { readCallError } from '../../lib/errors';
import { FailureBoundary } from './failure-boundary';
import { PageSpinner } from './page-spinner';
import { ForbiddenPage, NotFoundPage, StatusPage, UnauthorizedPage } from './status-page';

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

/**
 * Loads a page's data or its chunk: `loading` while it comes, the not-found page on 404, a retry on other
 * failures. A new `resetKey` (another page, another month) leaves a failure behind.
 */
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
        <FailureBoundary
          resetKey={resetKey}
          onReset={reset}
          renderFailure={(error, retry) => <FailedPage error={error} retry={retry} notFound={notFound} />}
        >
          <Suspense fallback={<PageSpinner label={loading} />}>{children}</Suspense>
        </FailureBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
