// Routes of the account (part 1 §7): the user's profile and plan token usage, and the plan upgrade request; ours:
// storage used by kind and the credits history.
import { z } from 'zod';
import {
  creditsHistoryResponseSchema,
  dataExportResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  latestDataExportResponseSchema,
  storageUsageSchema,
  tokenUsageResponseSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  userProfileResponseSchema,
} from './account.schemas';
import { streamQuerySchema } from '../shared/common';
import { defineRoute } from '../shared/define-route';

/** Path parameters in zod classic, as the server's stream routes type them. */
const dataExportIdParamSchema = z.object({ exportId: z.string().min(1).max(100) });

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
  'user.startExport': defineRoute({
    id: 'user.startExport',
    summary: "Start making a zip of the user's media and records (one at a time; 409 while one is made).",
    method: 'POST',
    path: '/api/user/export',
    response: dataExportResponseSchema,
    spec: null,
  }),
  'user.latestExport': defineRoute({
    id: 'user.latestExport',
    summary: "The user's latest data export (null when none).",
    method: 'GET',
    path: '/api/user/export',
    response: latestDataExportResponseSchema,
    spec: null,
  }),
  'user.export': defineRoute({
    id: 'user.export',
    summary: 'One data export of the user (polled while it is made).',
    method: 'GET',
    path: '/api/user/export/{exportId}',
    params: dataExportIdParamSchema,
    response: dataExportResponseSchema,
    spec: null,
  }),
  'user.exportDownload': defineRoute({
    id: 'user.exportDownload',
    summary: "A completed export's zip, as an attachment (by a media link).",
    method: 'GET',
    path: '/api/user/export/{exportId}/download',
    tokenInQuery: true,
    params: dataExportIdParamSchema,
    query: streamQuerySchema,
    response: null,
    responseType: 'zip',
    spec: null,
  }),
  'user.deleteAccount': defineRoute({
    id: 'user.deleteAccount',
    summary: 'Delete the account with every row and file of the user, confirmed with the password.',
    method: 'DELETE',
    path: '/api/user/account',
    body: deleteAccountRequestSchema,
    response: deleteAccountResponseSchema,
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
