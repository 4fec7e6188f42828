// The shapes the account page shows. Structural, so the api-client's `User` and `Plan` fit
// without ui importing the api-client.
export interface AccountUser {
  username: string;
  email: string;
  /** ISO timestamp of the account's creation. */
  created_at?: string | null;
  current_plan?: string | null;
  voice_clones_used?: number | null;
  /** -1 = unlimited. */
  voice_clones_allowed?: number | null;
}

export interface AccountUsage {
  used: number;
  /** -1 = unlimited. */
  total: number;
  plan?: string | null;
}

export interface PlanOption {
  name: string;
  /** Display price ('$159'); 'custom' for Enterprise. */
  price: string;
  /** Plan tokens (credits); null when not shown, 'unlimited' for Enterprise. */
  tokens: number | null | 'unlimited';
  voiceClones: number | null;
}

/** The last plan upgrade request: none yet, running, or its outcome. */
export type UpgradeStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** A profile or password change in progress or its outcome (from the auth machine). */
export type ProfileStatus =
  { kind: 'saving'; text: string } | { kind: 'notice'; text: string } | { kind: 'error'; text: string };

/** What one kind of stored media takes (GET /api/user/storage). */
export interface StorageKindUsage {
  kind: 'voices' | 'videos' | 'speech' | 'audio' | 'lipsync' | 'localizations';
  files: number;
  bytes: number;
}

export interface AccountStorage {
  kinds: readonly StorageKindUsage[];
  total_bytes: number;
}

/** One job that took credits (GET /api/user/credits-history). */
export interface CreditsHistoryItem {
  id: string;
  kind: 'speech' | 'lipsync' | 'localization';
  title: string;
  status: string;
  /** ISO timestamp. */
  created_at: string;
  cost: number;
  refund: number;
}

/** A password change as the form sends it (the auth machine's `password.change`). */
export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
}
