// Badges and the button of the voice-creation gating (spec part 2 §6), word for word.
export const voiceCreationGatingMessages = {
  premiumBadge: 'PREMIUM',
  limitReachedBadge: 'LIMIT REACHED',
  upgradePlan: 'Upgrade Plan',
} as const;
