import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { MainLayout, PublicLayout } from '../components/layout/main-layout';
import { PageSpinner } from '../components/ui/page-spinner';
import { ForbiddenPage, NotFoundPage, UnauthorizedPage } from '../components/ui/status-page';
import { BetaPage } from '../pages/beta/beta-page';
import { LoginPage } from '../pages/login/login-page';
import { AdminRoutes, PLAYER_PAGES, PUBLIC_PAGES } from './page-registry';
import { useBootstrap } from './providers';
import { useSession } from './session';

function AdminGate() {
  const session = useSession();
  if (!session.isLoggedIn) return <UnauthorizedPage />;
  if (!session.isAdmin) return <ForbiddenPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminRoutes />
    </Suspense>
  );
}

function GuestOnly({ children }: { children: React.ReactNode }) {
  const session = useSession();
  return session.isLoggedIn ? <Navigate to="/" replace /> : children;
}

export function AppRoutes() {
  const { notFoundPath } = useBootstrap();
  const location = useLocation();
  if (notFoundPath !== null && location.pathname === notFoundPath) {
    // The server already answered 404 for this record: both renders show the not-found page.
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<MainLayout />}>
        {PLAYER_PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="/admin/*" element={<AdminGate />} />
      </Route>
      <Route element={<PublicLayout />}>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route path="/beta" element={<BetaPage />} />
        {PUBLIC_PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
