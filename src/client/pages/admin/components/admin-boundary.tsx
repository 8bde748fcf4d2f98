import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageBoundary } from '../../../components/ui/page-boundary';

/** Every admin page loads inside this: 'Loading...' while fetching; moving to another page clears a failure. */
export function AdminBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <PageBoundary resetKey={location.pathname}>{children}</PageBoundary>;
}
