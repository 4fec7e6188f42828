// /account: the read-only account details and plan usage. The plan grid exists but stays hidden
// (spec part 1 §2); its upgrade request and the Enterprise route to /contact are wired anyway.
import { useState } from 'react';
import { plans } from '@twin/api-client';
import { AccountScreen, type UpgradeStatus } from '@twin/ui/features/account';
import { AuthContext, CreditsContext } from '@twin/ui/features/app-layout';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AccountPage() {
  useDocumentTitle('Account');
  const authSnapshot = AuthContext.useSelector((state) => state);
  const creditsSnapshot = CreditsContext.useSelector((state) => state);
  const credits = CreditsContext.useActorRef();
  const [upgradeStatus, setUpgradeStatus] = useState<UpgradeStatus>('idle');

  async function requestUpgrade(plan: string) {
    const choice = plans.find((candidate) => candidate.name === plan);
    if (!choice) return;
    setUpgradeStatus('pending');
    try {
      await api.subscription.upgrade({ plan: choice.name });
      setUpgradeStatus('succeeded');
      credits.send({ type: 'credits.refresh' });
    } catch (error) {
      console.error('Plan upgrade failed', error);
      setUpgradeStatus('failed');
    }
  }

  return (
    <AccountScreen
      authSnapshot={authSnapshot}
      creditsSnapshot={creditsSnapshot}
      showPlanGrid={false}
      plans={plans}
      onUpgrade={(plan) => void requestUpgrade(plan)}
      // /contact belongs to the public site, so this is a full page load.
      onEnterpriseContact={() => window.location.assign('/contact')}
      upgradeStatus={upgradeStatus}
    />
  );
}
