// AccountView: 'Account Management' (spec part 1 §2) — read-only Username, Email Address, Member
// Since (long US date) and Current Plan with its usage; the plan grid exists but stays hidden
// unless `showPlanGrid`. Upgrade outcomes use the spec's texts. Ours (issue 26): the password
// change, storage used by kind, the credits history, export my data and delete my account, each shown once the
// app passes it.
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { AccountDeletionEvent, AccountDeletionSnapshot } from '@twin/machines/account/account-deletion';
import type { DataExportEvent, DataExportSnapshot } from '@twin/machines/account/data-export';
import { Alert } from '../../components/alert/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { Spinner } from '../../components/spinner/spinner';
import { formatCount, formatLongDate } from '../../lib/format';
import type { MachineBinding } from '../../lib/machine-binding';
import type {
  AccountStorage,
  AccountUsage,
  AccountUser,
  CreditsHistoryItem,
  PasswordChangeForm,
  PlanOption,
  ProfileStatus,
  UpgradeStatus,
} from './account-types';
import { CreditsHistoryCard } from './credits-history-card';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';
import { PlanGrid } from './plan-grid';
import { PlanUsage } from './plan-usage';
import { StorageCard } from './storage-card';

export const upgradeMessages = {
  succeeded: 'Plan upgrade initiated!',
  failed: 'Failed to upgrade plan. Please try again.',
} as const;

export interface AccountViewProps {
  user: AccountUser;
  /** Plan token usage (GET /api/user/token-usage); null until known. */
  usage?: AccountUsage | null;
  showPlanGrid?: boolean;
  plans?: readonly PlanOption[];
  onUpgrade?: (plan: string) => void;
  onEnterpriseContact?: () => void;
  upgradeStatus?: UpgradeStatus;
  profileStatus?: ProfileStatus | null;
  /** The password form shows when given. */
  onChangePassword?: (form: PasswordChangeForm) => void;
  /** GET /api/user/storage; null until known (or when it could not be read: nothing is shown). */
  storage?: AccountStorage | null;
  /** GET /api/user/credits-history; null until known (or when it could not be read). */
  creditsHistory?: readonly CreditsHistoryItem[] | null;
  /** The data-export machine; "Export my data" shows when given. */
  dataExport?: MachineBinding<DataExportSnapshot, DataExportEvent> | null;
  /** The account-deletion machine; "Delete my account" shows when given. */
  accountDeletion?: MachineBinding<AccountDeletionSnapshot, AccountDeletionEvent> | null;
}

const defaultPlan = 'Free';

function voiceClonesText(used: number, allowed: number): string {
  return allowed === -1
    ? `${formatCount(used)} used · Unlimited`
    : `${formatCount(used)} of ${formatCount(allowed)} used`;
}

export function AccountView({
  user,
  usage = null,
  showPlanGrid = false,
  plans = [],
  onUpgrade = () => {},
  onEnterpriseContact = () => {},
  upgradeStatus = 'idle',
  profileStatus = null,
  onChangePassword,
  storage = null,
  creditsHistory = null,
  dataExport = null,
  accountDeletion = null,
}: AccountViewProps) {
  const currentPlan = usage?.plan || user.current_plan || defaultPlan;

  return (
    <div data-slot="account" className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">
          Account Management
        </h1>
      </header>

      {profileStatus ? <ProfileStatusMessage status={profileStatus} /> : null}
      <UpgradeStatusMessage status={upgradeStatus} />

      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your account details.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="Username">
            <Input readOnly value={user.username} />
          </Field>
          <Field label="Email Address">
            <Input readOnly type="email" value={user.email} />
          </Field>
          <Field label="Member Since">
            <Input readOnly value={formatLongDate(user.created_at)} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Plan</CardTitle>
          <CardDescription>Credits are spent on generated media: one credit per second.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-3">
            <Field label="Current Plan">
              <Input readOnly value={currentPlan} />
            </Field>
            {usage ? <PlanUsage usage={usage} /> : null}
          </div>
          {user.voice_clones_allowed != null ? (
            <Field label="Voice Clones">
              <Input
                readOnly
                value={voiceClonesText(user.voice_clones_used ?? 0, user.voice_clones_allowed)}
              />
            </Field>
          ) : null}
        </CardContent>
      </Card>

      {onChangePassword ? (
        <PasswordCard onChangePassword={onChangePassword} busy={profileStatus?.kind === 'saving'} />
      ) : null}
      {storage ? <StorageCard storage={storage} /> : null}
      {creditsHistory ? <CreditsHistoryCard entries={creditsHistory} /> : null}
      {dataExport ? <DataExportCard binding={dataExport} /> : null}
      {accountDeletion ? <DeleteAccountCard binding={accountDeletion} /> : null}

      {showPlanGrid ? (
        <section aria-labelledby="plans-heading" className="grid gap-4">
          <h2 id="plans-heading" className="text-lg font-semibold tracking-tight text-foreground">
            Plans
          </h2>
          <PlanGrid
            plans={plans}
            currentPlan={currentPlan}
            onUpgrade={onUpgrade}
            onEnterpriseContact={onEnterpriseContact}
            busy={upgradeStatus === 'pending'}
          />
        </section>
      ) : null}
    </div>
  );
}

function UpgradeStatusMessage({ status }: { status: UpgradeStatus }) {
  if (status === 'succeeded') {
    return (
      <Alert variant="success">
        <CircleCheckIcon aria-hidden />
        <span>{upgradeMessages.succeeded}</span>
      </Alert>
    );
  }
  if (status === 'failed') {
    return (
      <Alert variant="error">
        <CircleAlertIcon aria-hidden />
        <span>{upgradeMessages.failed}</span>
      </Alert>
    );
  }
  return null;
}

function ProfileStatusMessage({ status }: { status: ProfileStatus }) {
  if (status.kind === 'saving') {
    return (
      <Alert variant="info">
        <Spinner decorative size="sm" />
        <span>{status.text}</span>
      </Alert>
    );
  }
  return (
    <Alert variant={status.kind === 'error' ? 'error' : 'success'}>
      {status.kind === 'error' ? <CircleAlertIcon aria-hidden /> : <CircleCheckIcon aria-hidden />}
      <span>{status.text}</span>
    </Alert>
  );
}
