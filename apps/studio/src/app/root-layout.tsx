// The element above every route: ui's links become router links. (Mount ui's <Toaster /> here once
// a page raises toasts; none does yet, and it would weigh on /login.)
import { Outlet } from 'react-router';
import { LinkProvider } from '@twin/ui/components';
import { RouterLink } from './router-link';

export function RootLayout() {
  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}
