// The Takes panel's failures, ours (the spec has no text for them); the server's message is preferred.
export const takesMessages = {
  loadFailed: 'Failed to load your takes.',
  deleteFailed: 'Failed to delete the take.',
} as const;
