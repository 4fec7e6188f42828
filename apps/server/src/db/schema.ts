// The one Postgres schema (Drizzle) shared by PGlite and PostgreSQL: users, signup codes, redemptions, upgrade requests.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Always stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    currentPlan: text('current_plan').notNull().default('Free'),
    /** -1 means unlimited. 1 plan token = 1 second of generated media. */
    planTokensTotal: integer('plan_tokens_total').notNull().default(0),
    planTokensUsed: integer('plan_tokens_used').notNull().default(0),
    /** -1 means unlimited. */
    voiceClonesAllowed: integer('voice_clones_allowed').notNull().default(0),
    voiceClonesUsed: integer('voice_clones_used').notNull().default(0),
    /** Bumped on password change; tokens carry it as `ver`, older ones are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
  ],
);

export const signupCodes = pgTable('signup_codes', {
  code: text('code').primaryKey(),
  plan: text('plan').notNull(),
  planTokens: integer('plan_tokens').notNull(),
  voiceClones: integer('voice_clones').notNull(),
  maxUses: integer('max_uses').notNull(),
  uses: integer('uses').notNull().default(0),
  /** Null means the code never expires. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => signupCodes.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_redemptions_code_idx').on(t.code)],
);

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upgrade_requests_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SignupCodeRow = typeof signupCodes.$inferSelect;
export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;
