// /account: the read-only account details and plan usage. The plan grid exists but stays hidden
// (spec part 1 §2); its upgrade request and the Enterprise route to /contact are wired anyway.
// Ours (issue 26): the password change (sent to the auth machine), storage by kind and the
// credits history, read once on arrival; a failed read is only logged, as the spec says of
// account loads (part 1 §8). Leaving the page clears the password change's outcome. Export my data and delete my
// account run their machines (account-machines.ts); a deleted account signs out through the auth machine.
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { plans, type CreditsHistoryEntry, type StorageUsage } from '@twin/api-client';
import { AccountScreen, type UpgradeStatus } from '@twin/ui/features/account';
import { AuthContext, CreditsContext } from '@twin/ui/features/app-layout';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createAccountDeletionMachine, createDataExportMachine } from './account-machines';

export function AccountPage() {
  useDocumentTitle('Account');
  const authSnapshot = AuthContext.useSelector((state) => state);
  const creditsSnapshot = CreditsContext.useSelector((state) => state);
  const credits = CreditsContext.useActorRef();
  const auth = AuthContext.useActorRef();
  const [upgradeStatus, setUpgradeStatus] = useState<UpgradeStatus>('idle');
  const [storage, setStorage] = useState<StorageUsage | null>(null);
  const [creditsHistory, setCreditsHistory] = useState<CreditsHistoryEntry[] | null>(null);
  const [machines] = useState(() => ({
    dataExport: createDataExportMachine(api),
    accountDeletion: createAccountDeletionMachine(api, () => auth.send({ type: 'auth.logout' })),
  }));
  const dataExportRef = useActorRef(machines.dataExport);
  const dataExport = { snapshot: useSelector(dataExportRef, (state) => state), send: dataExportRef.send };
  const deletionRef = useActorRef(machines.accountDeletion);
  const accountDeletion = { snapshot: useSelector(deletionRef, (state) => state), send: deletionRef.send };

  // The outcome of a password change belongs to this visit: leaving the page lets it go.
  useEffect(() => () => auth.send({ type: 'error.dismiss' }), [auth]);

  useEffect(() => {
    const controller = new AbortController();
    const read = { signal: controller.signal };
    api.user.storage(read).then(setStorage, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Reading storage failed', error);
    });
    api.user.creditsHistory(read).then(
      (history) => setCreditsHistory(history.entries),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Reading the credits history failed', error);
      },
    );
    return () => controller.abort();
  }, []);

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
      sendAuth={auth.send}
      storage={storage}
      creditsHistory={creditsHistory}
      dataExport={dataExport}
      accountDeletion={accountDeletion}
    />
  );
}
