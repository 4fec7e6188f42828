// Sample data shared by the stories: a user, usage figures at each colour band, and the plan table
// of spec part 1 §3 (the app passes the api-client's `plans`; ui may not import it).
import type { AccountUser, PlanOption } from '../features/account/account-types';

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
