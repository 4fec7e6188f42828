// Routes of the account (part 1 §7): the user's profile and plan token usage, and the plan upgrade request; ours:
// storage used by kind and the credits history.
import {
  creditsHistoryResponseSchema,
  storageUsageSchema,
  tokenUsageResponseSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  userProfileResponseSchema,
} from './account.schemas';
import { defineRoute } from '../shared/define-route';

export const accountRoutes = {
  'user.profile': defineRoute({
    id: 'user.profile',
    summary: "The user's fields at the top level, with plan and voice-clone usage.",
    method: 'GET',
    path: '/api/user/profile',
    response: userProfileResponseSchema,
    spec: 'both',
  }),
  'user.tokenUsage': defineRoute({
    id: 'user.tokenUsage',
    summary: 'Plan tokens used and total (-1 unlimited).',
    method: 'GET',
    path: '/api/user/token-usage',
    response: tokenUsageResponseSchema,
    spec: 'part-1',
  }),
  'user.storage': defineRoute({
    id: 'user.storage',
    summary: "Bytes and files of the user's stored media, by kind.",
    method: 'GET',
    path: '/api/user/storage',
    response: storageUsageSchema,
    spec: null,
  }),
  'user.creditsHistory': defineRoute({
    id: 'user.creditsHistory',
    summary: 'Each job that took credits, newest first, with its cost and any refund.',
    method: 'GET',
    path: '/api/user/credits-history',
    response: creditsHistoryResponseSchema,
    spec: null,
  }),
  'subscription.upgrade': defineRoute({
    id: 'subscription.upgrade',
    summary: 'Record an upgrade request for the team (no payment). Enterprise is contact-only.',
    method: 'POST',
    path: '/api/subscription/upgrade',
    body: upgradeRequestSchema,
    response: upgradeResponseSchema,
    spec: 'part-1',
  }),
};
