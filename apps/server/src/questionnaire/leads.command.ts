// The admin command `leads:list [--json]`: the stored questionnaire leads, newest first, as a table
// (long goals shortened) or, with --json, every field of every lead. Registered in admin/commands.ts.
import type { AdminResult } from '../admin/commands';
import type { Database } from '../db/database';
import { listLeads } from './leads.repository';
import type { LeadRow } from './leads.table';
import { isoSeconds, table } from '../admin/text-table';

export const leadsListUsage = `  leads:list [--json]
      List the Get Started questionnaire leads (newest first); --json prints every field.`;

function shorten(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

function asJson(lead: LeadRow) {
  return {
    receivedAt: lead.createdAt.toISOString(),
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    countryCode: lead.countryCode,
    company: lead.company,
    industry: lead.industry,
    videoProductionHours: lead.videoProductionHours,
    localization: lead.localization,
    videoLength: lead.videoLength,
    goals: lead.goals,
  };
}

/** Runs `leads:list`: exit code 0 with the listing, or 2 with the usage for an unknown option. */
export async function runLeadsListCommand(db: Database, args: readonly string[]): Promise<AdminResult> {
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    return {
      output: `Unknown option for leads:list: ${unknown.join(' ')}\n\n${leadsListUsage}`,
      exitCode: 2,
    };
  }
  const rows = await listLeads(db);
  if (args.includes('--json')) return { output: JSON.stringify(rows.map(asJson), null, 2), exitCode: 0 };
  return { output: leadsTable(rows), exitCode: 0 };
}

function leadsTable(rows: LeadRow[]): string {
  return table(
    [
      'RECEIVED',
      'NAME',
      'EMAIL',
      'PHONE',
      'COMPANY',
      'INDUSTRY',
      'HOURS/MONTH',
      'LOCALIZE',
      'LENGTH',
      'GOALS',
    ],
    rows.map((lead) => [
      isoSeconds(lead.createdAt),
      `${lead.firstName} ${lead.lastName}`,
      lead.email,
      lead.phone ?? '-',
      lead.company ?? '-',
      lead.industry,
      lead.videoProductionHours,
      lead.localization,
      lead.videoLength,
      shorten(lead.goals, 40),
    ]),
  );
}
