// /dashboard: the greeting with the signed-in user's name and the three starting points.
import { AuthContext } from '@twin/ui/features/app-layout';
import { DashboardView } from '@twin/ui/features/dashboard';
import { useDocumentTitle } from '../../lib/use-document-title';

export function DashboardPage() {
  useDocumentTitle('Home');
  const username = AuthContext.useSelector((state) => state.context.user?.username ?? null);
  return <DashboardView username={username} />;
}
