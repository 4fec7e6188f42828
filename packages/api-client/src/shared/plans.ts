// The plan table of spec part 1 §3: names, prices and plan tokens (1 token = 1 second of media). zod/mini,
// like the auth and account schemas that use it (see auth/auth.schemas.ts).
import * as z from 'zod/mini';

export const planNames = [
  'Free',
  'Test',
  'Small',
  'Starter',
  'Growth',
  'Pro',
  'Business',
  'Agency',
  'Enterprise',
] as const;
export const planNameSchema = z.enum(planNames);
export type PlanName = z.infer<typeof planNameSchema>;

export interface Plan {
  name: PlanName;
  /** Display price; 'custom' for Enterprise. */
  price: string;
  /** Plan tokens; null where the spec does not show a figure, 'unlimited' for Enterprise. */
  tokens: number | null | 'unlimited';
  /** Voice clones; null where the spec does not show a figure. */
  voiceClones: number | null;
}

export const plans: readonly Plan[] = [
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

/** -1 means unlimited, for voice clones and plan tokens alike. */
export const UNLIMITED = -1;
