// CreditsHistoryCard: each job that took credits, newest first: what it was, when, what it cost and what came back
// when it failed or (a localization, issue 25) was canceled.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import { formatCount } from '../../lib/format';
import type { CreditsHistoryItem } from './account-types';

const kindLabels: Record<CreditsHistoryItem['kind'], string> = {
  speech: 'Speech',
  lipsync: 'Lip-sync video',
  localization: 'Localization',
};

const statusLabels: Record<string, string> = {
  pending: 'Waiting',
  processing: 'In progress',
  completed: 'Done',
  failed: 'Failed',
  canceled: 'Canceled',
};

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function whenText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

function creditsText(credits: number): string {
  return credits === 1 ? '1 credit' : `${formatCount(credits)} credits`;
}

export function CreditsHistoryCard({ entries }: { entries: readonly CreditsHistoryItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credits History</CardTitle>
        <CardDescription>
          {entries.length > 0
            ? 'What each piece of work cost. A job that fails gives its credits back.'
            : 'Nothing has used credits yet.'}
        </CardDescription>
      </CardHeader>
      {entries.length > 0 ? (
        <CardContent className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-subtle-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Work
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Cost
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Refund
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.kind}-${entry.id}`} className="border-t border-border">
                  <td className="py-2 pr-4 whitespace-nowrap text-subtle-foreground">
                    {whenText(entry.created_at)}
                  </td>
                  <td className="py-2 pr-4">
                    <span className="text-foreground">{kindLabels[entry.kind]}</span>
                    {entry.title ? <span className="text-subtle-foreground"> · {entry.title}</span> : null}
                  </td>
                  <td className="py-2 pr-4">{statusLabels[entry.status] ?? entry.status}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{creditsText(entry.cost)}</td>
                  <td className="py-2 text-right tabular-nums">
                    {entry.refund > 0 ? creditsText(entry.refund) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      ) : null}
    </Card>
  );
}
