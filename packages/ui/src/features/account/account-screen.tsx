// AccountScreen: maps the auth machine (the user; profile/password changes in progress or done)
// and the credits machine (plan usage) to AccountView; a password change is sent to the auth
// machine. Upgrades, storage and the credits history are the app's: it passes them.
import type { AuthSnapshot } from '@twin/machines/auth';
import type { CreditsSnapshot } from '@twin/machines/credits';
import type {
  AccountStorage,
  AccountUser,
  CreditsHistoryItem,
  PlanOption,
  ProfileStatus,
  UpgradeStatus,
} from './account-types';
import { AccountView, type AccountViewProps } from './account-view';

export interface AccountScreenProps {
  authSnapshot: AuthSnapshot;
  creditsSnapshot?: CreditsSnapshot | null;
  showPlanGrid?: boolean;
  plans?: readonly PlanOption[];
  onUpgrade?: (plan: string) => void;
  onEnterpriseContact?: () => void;
  upgradeStatus?: UpgradeStatus;
  /** The auth actor's send: the password form sends `password.change` to it. */
  sendAuth?: (event: { type: 'password.change'; currentPassword: string; newPassword: string }) => void;
  storage?: AccountStorage | null;
  creditsHistory?: readonly CreditsHistoryItem[] | null;
  dataExport?: AccountViewProps['dataExport'];
  accountDeletion?: AccountViewProps['accountDeletion'];
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The auth machine's user is structural; read the account fields it may carry. */
export function accountUserOf(user: {
  username: string;
  email: string;
  [key: string]: unknown;
}): AccountUser {
  return {
    username: user.username,
    email: user.email,
    created_at: text(user.created_at),
    current_plan: text(user.current_plan),
    voice_clones_used: count(user.voice_clones_used),
    voice_clones_allowed: count(user.voice_clones_allowed),
  };
}

function profileStatusOf(snapshot: AuthSnapshot): ProfileStatus | null {
  if (snapshot.matches({ signedIn: 'updatingProfile' }))
    return { kind: 'saving', text: 'Saving your profile...' };
  if (snapshot.matches({ signedIn: 'changingPassword' }))
    return { kind: 'saving', text: 'Changing your password...' };
  if (snapshot.context.error) return { kind: 'error', text: snapshot.context.error };
  if (snapshot.context.notice) return { kind: 'notice', text: snapshot.context.notice };
  return null;
}

export function AccountScreen({ authSnapshot, creditsSnapshot, sendAuth, ...rest }: AccountScreenProps) {
  const user = authSnapshot.context.user;
  if (!user) return null;
  return (
    <AccountView
      user={accountUserOf(user)}
      usage={creditsSnapshot?.context.usage ?? null}
      profileStatus={profileStatusOf(authSnapshot)}
      onChangePassword={sendAuth ? (form) => sendAuth({ type: 'password.change', ...form }) : undefined}
      {...rest}
    />
  );
}
