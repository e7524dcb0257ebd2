import { Outlet } from 'react-router';
import { isSignedIn, useAuth } from '@pubdesk/ui/auth';
import { AppShellLayout } from './AppShellLayout';
import { PublicLayout } from '@pubdesk/ui/public-pages';

/** Pages open to everyone (not found, denied, suspended): inside the console frame when signed in. */
export function OpenLayout() {
  const auth = useAuth();
  if (auth.user && isSignedIn(auth)) {
    return (
      <AppShellLayout user={auth.user}>
        <Outlet />
      </AppShellLayout>
    );
  }
  return <PublicLayout />;
}
