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
