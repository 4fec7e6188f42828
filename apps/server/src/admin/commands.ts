// The admin commands (codes:create, codes:list, users:list, upgrades:list, leads:list, consent:list,
// watermark:check, backup), implemented once and run either inside the server (through the admin socket) or by the
// CLI against the database directly. `restore` is the CLI's alone (cli.ts): it needs a stopped server and an empty DATA_DIR.
import { parseArgs } from 'node:util';
import { planNames, plans, type PlanName } from '@twin/api-client';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createSignupCode, listSignupCodes } from '../auth/signup-codes.repository';
import { listUpgradeRequests } from '../account/upgrades.repository';
import { leadsListUsage, runLeadsListCommand } from '../questionnaire/leads.command';
import { runWatermarkCheckCommand, watermarkCheckUsage } from '../text-to-speech/watermark-check.command';
import { consentListUsage, runConsentListCommand } from '../create-voice/consent/consent.command';
import { createBackup, describeBackup } from './backup';
import { terminalSafe } from './terminal-safe';
import { isoSeconds, table } from './text-table';

export interface AdminResult {
  output: string;
  exitCode: number;
}

/** What a command may touch: the open database and DATA_DIR. */
export interface AdminContext {
  db: Database;
  dataDir: string;
}

export const adminUsage = `Usage: npm run admin -- <command> [options]

Commands:
  codes:create [--plan Starter] [--tokens 3600] [--clones 1] [--uses 1] [--expires 30d]
      Create an invitation code. --tokens and --clones default to the plan's figures (-1 = unlimited);
      --expires takes 30d, 12h, 90m or never. The code is printed alone on the last line.
  codes:list      List invitation codes with their grants, uses and expiry.
  users:list      List accounts with plan, credits and voice clones.
  upgrades:list   List plan upgrade requests (newest first).
${leadsListUsage}
${consentListUsage}
${watermarkCheckUsage}
  backup FILE     Write a backup (database, media, JWT secret) to FILE, a tar archive (mode 0600); the server
                  may keep running.
  restore FILE    Restore a backup into an empty DATA_DIR (and empty DATABASE_URL database); stop the server first.`;

class UsageError extends Error {}

const amount = (n: number) => (n === -1 ? 'unlimited' : String(n));

function integerOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new UsageError(`--${name} must be a whole number ≥ ${min}.`);
  return parsed;
}

/** The one FILE argument of backup, restore and watermark:check. */
export function fileArgument(args: readonly string[], command: string): string {
  const { positionals } = parseArgs({ args: [...args], allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError(`${command} takes one FILE.`);
  return positionals[0]!;
}

/** '30d' | '12h' | '90m' | 'never' → the expiry date (null = never). */
export function parseExpiry(value: string, now = new Date()): Date | null {
  if (value === 'never') return null;
  const match = /^(\d+)([dhm])$/.exec(value);
  if (!match) throw new UsageError('--expires must look like 30d, 12h, 90m or never.');
  const unitMs = { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm'];
  return new Date(now.getTime() + Number(match[1]) * unitMs);
}

function planDefaults(plan: PlanName): { tokens: number; clones: number } {
  const entry = plans.find((p) => p.name === plan);
  const tokens = entry?.tokens === 'unlimited' ? -1 : (entry?.tokens ?? 0);
  const clones = plan === 'Enterprise' ? -1 : (entry?.voiceClones ?? 0);
  return { tokens, clones };
}

async function createCode(db: Database, args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      plan: { type: 'string', default: 'Starter' },
      tokens: { type: 'string' },
      clones: { type: 'string' },
      uses: { type: 'string', default: '1' },
      expires: { type: 'string', default: '30d' },
    },
  });
  const plan = planNames.find((name) => name.toLowerCase() === values.plan.toLowerCase());
  if (!plan) throw new UsageError(`--plan must be one of ${planNames.join(', ')}.`);
  const defaults = planDefaults(plan);
  const row = await createSignupCode(db, {
    plan,
    planTokens: integerOption(values.tokens, 'tokens', -1) ?? defaults.tokens,
    voiceClones: integerOption(values.clones, 'clones', -1) ?? defaults.clones,
    maxUses: integerOption(values.uses, 'uses', 1) ?? 1,
    expiresAt: parseExpiry(values.expires),
  });
  return [
    `Created a ${row.plan} invitation: ${amount(row.planTokens)} tokens, ${amount(row.voiceClones)} voice clones, ` +
      `${row.maxUses} use${row.maxUses === 1 ? '' : 's'}, expires ${isoSeconds(row.expiresAt)}.`,
    `Signup link: /signup?code=${row.code}`,
    row.code,
  ].join('\n');
}

async function listCodes(db: Database): Promise<string> {
  const now = Date.now();
  const rows = (await listSignupCodes(db)).map((code) => [
    code.code,
    code.plan,
    amount(code.planTokens),
    amount(code.voiceClones),
    `${code.uses}/${code.maxUses}`,
    isoSeconds(code.expiresAt),
    code.uses >= code.maxUses
      ? 'used up'
      : code.expiresAt && code.expiresAt.getTime() <= now
        ? 'expired'
        : 'valid',
  ]);
  return table(['CODE', 'PLAN', 'TOKENS', 'CLONES', 'USES', 'EXPIRES', 'STATUS'], rows);
}

async function listUsers(db: Database): Promise<string> {
  const rows = (await db.select().from(users).orderBy(desc(users.createdAt))).map((user) => [
    user.username,
    user.email,
    user.currentPlan,
    `${user.planTokensUsed}/${amount(user.planTokensTotal)}`,
    `${user.voiceClonesUsed}/${amount(user.voiceClonesAllowed)}`,
    isoSeconds(user.createdAt),
  ]);
  return table(['USERNAME', 'EMAIL', 'PLAN', 'TOKENS USED', 'CLONES USED', 'CREATED'], rows);
}

async function listUpgrades(db: Database): Promise<string> {
  const rows = (await listUpgradeRequests(db)).map((request) => [
    isoSeconds(request.createdAt),
    request.username,
    request.email,
    request.currentPlan,
    request.plan,
  ]);
  return table(['REQUESTED', 'USERNAME', 'EMAIL', 'CURRENT PLAN', 'REQUESTED PLAN'], rows);
}

/**
 * Runs one admin command line (e.g. ['codes:create', '--plan', 'Pro']); never throws for bad input. The output
 * is terminal-safe: stored values (leads come from the public site) cannot send escape sequences to the terminal.
 */
export async function runAdminCommand(context: AdminContext, argv: readonly string[]): Promise<AdminResult> {
  const result = await runCommand(context, argv);
  return { ...result, output: terminalSafe(result.output) };
}

async function runCommand({ db, dataDir }: AdminContext, argv: readonly string[]): Promise<AdminResult> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'codes:create':
        return { output: await createCode(db, args), exitCode: 0 };
      case 'codes:list':
        return { output: await listCodes(db), exitCode: 0 };
      case 'users:list':
        return { output: await listUsers(db), exitCode: 0 };
      case 'upgrades:list':
        return { output: await listUpgrades(db), exitCode: 0 };
      case 'leads:list':
        return runLeadsListCommand(db, args);
      case 'consent:list':
        return runConsentListCommand(db, args);
      case 'watermark:check':
        return runWatermarkCheckCommand({ db, dataDir }, fileArgument(args, 'watermark:check'));
      case 'backup': {
        const file = fileArgument(args, 'backup');
        return { output: describeBackup(await createBackup({ db, dataDir }, file)), exitCode: 0 };
      }
      case 'restore':
        return {
          output: 'Stop the server first: restore runs with no server on this DATA_DIR.',
          exitCode: 1,
        };
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        return { output: adminUsage, exitCode: command === undefined ? 2 : 0 };
      default:
        return { output: `Unknown command "${command}".\n\n${adminUsage}`, exitCode: 2 };
    }
  } catch (error) {
    // parseArgs reports unknown or valueless options with ERR_PARSE_ARGS_* codes.
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      return { output: `${(error as Error).message}\n\n${adminUsage}`, exitCode: 2 };
    }
    throw error;
  }
}
