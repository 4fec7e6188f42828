// Sample data shared by the stories: a user, usage figures at each colour band, and the plan table
// of spec part 1 §3 (the app passes the api-client's `plans`; ui may not import it).
import type {
  AccountStorage,
  AccountUser,
  CreditsHistoryItem,
  PlanOption,
} from '../features/account/account-types';

export const sampleUser = {
  id: 7,
  username: 'maya',
  email: 'maya@northwind.studio',
  created_at: '2026-11-21T12:00:00.000Z',
  current_plan: 'Starter',
  voice_clones_used: 0,
  voice_clones_allowed: 1,
} satisfies AccountUser & { id: number };

export const usageSamples = {
  fresh: { used: 0, total: 3600, plan: 'Starter' },
  comfortable: { used: 1200, total: 3600, plan: 'Starter' },
  warning: { used: 2400, total: 3600, plan: 'Starter' },
  danger: { used: 3200, total: 3600, plan: 'Starter' },
  unlimited: { used: 5400, total: -1, plan: 'Enterprise' },
} as const;

export const samplePlans: readonly PlanOption[] = [
  { name: 'Free', price: '$0', tokens: null, voiceClones: null },
  { name: 'Test', price: '$29', tokens: 600, voiceClones: null },
  { name: 'Small', price: '$59', tokens: 1200, voiceClones: null },
  { name: 'Starter', price: '$159', tokens: 3600, voiceClones: 1 },
  { name: 'Growth', price: '$299', tokens: 7200, voiceClones: 3 },
  { name: 'Pro', price: '$559', tokens: 14400, voiceClones: 5 },
  { name: 'Business', price: '$1,079', tokens: 28800, voiceClones: 10 },
  { name: 'Agency', price: '$2,079', tokens: 57600, voiceClones: 20 },
  { name: 'Enterprise', price: 'custom', tokens: 'unlimited', voiceClones: null },
];

/** Storage by kind as GET /api/user/storage answers it. */
export const storageSamples = {
  empty: {
    kinds: (['voices', 'videos', 'speech', 'audio', 'lipsync', 'localizations'] as const).map((kind) => ({
      kind,
      files: 0,
      bytes: 0,
    })),
    total_bytes: 0,
  },
  inUse: {
    kinds: [
      { kind: 'voices', files: 14, bytes: 48_234_496 },
      { kind: 'videos', files: 4, bytes: 312_475_648 },
      { kind: 'speech', files: 9, bytes: 5_872_025 },
      { kind: 'audio', files: 0, bytes: 0 },
      { kind: 'lipsync', files: 2, bytes: 41_943_040 },
      { kind: 'localizations', files: 1, bytes: 26_214_400 },
    ],
    total_bytes: 434_739_609,
  },
} satisfies Record<string, AccountStorage>;

/** The credits history, newest first: a take, a finished lip-sync video, a failed localization given back. */
export const creditsHistorySample: readonly CreditsHistoryItem[] = [
  {
    id: 's1',
    kind: 'speech',
    title: 'Welcome to the spring course…',
    status: 'completed',
    created_at: '2026-11-26T15:42:00.000Z',
    cost: 14,
    refund: 0,
  },
  {
    id: 'l1',
    kind: 'lipsync',
    title: 'My Talk',
    status: 'completed',
    created_at: '2026-11-25T10:05:00.000Z',
    cost: 62,
    refund: 0,
  },
  {
    id: 'z1',
    kind: 'localization',
    title: 'Lesson 3 in Spanish',
    status: 'failed',
    created_at: '2026-11-24T09:30:00.000Z',
    cost: 95,
    refund: 95,
  },
];
