// /dashboard: the greeting with the signed-in user's name and the three starting points.
import { AuthContext, DashboardView } from '@twin/ui';
import { useDocumentTitle } from './useDocumentTitle';

export function DashboardPage() {
  useDocumentTitle('Home');
  const username = AuthContext.useSelector((state) => state.context.user?.username ?? null);
  return <DashboardView username={username} />;
}
