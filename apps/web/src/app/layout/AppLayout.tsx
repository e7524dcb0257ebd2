import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@pubdesk/ui/auth';
import { loginPath } from '@pubdesk/ui/public-pages';
import { AppShellLayout } from './AppShellLayout';

/** Route component of the signed-in pages. Signing out anywhere (or a refused refresh) leaves for /login. */
export function AppLayout() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <AppShellLayout user={user}>
      <Outlet />
    </AppShellLayout>
  );
}
