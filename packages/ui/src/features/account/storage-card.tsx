// StorageCard: how much the creator's files take, by kind (voices, videos, speech takes, timeline audio, lip-sync
// videos, localized videos), with the total; kinds holding nothing are left out.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import { formatCount } from '../../lib/format';
import type { AccountStorage, StorageKindUsage } from './account-types';

export const storageKindLabels: Record<StorageKindUsage['kind'], string> = {
  voices: 'Voice recordings',
  videos: 'Videos',
  speech: 'Speech takes',
  audio: 'Timeline audio',
  lipsync: 'Lip-sync videos',
  localizations: 'Localized videos',
};

const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB', 0 → '0 bytes' (powers of 1024, one decimal under 10). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

function filesText(files: number): string {
  return files === 1 ? '1 file' : `${formatCount(files)} files`;
}

export function StorageCard({ storage }: { storage: AccountStorage }) {
  const used = storage.kinds.filter((entry) => entry.files > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>
          {storage.total_bytes > 0
            ? `Your files take ${formatBytes(storage.total_bytes)}.`
            : 'You have no stored files yet.'}
        </CardDescription>
      </CardHeader>
      {used.length > 0 ? (
        <CardContent>
          <ul aria-label="Storage by kind" className="grid gap-2 text-sm">
            {used.map((entry) => (
              <li key={entry.kind} className="flex items-baseline justify-between gap-4">
                <span className="text-foreground">{storageKindLabels[entry.kind]}</span>
                <span className="text-subtle-foreground tabular-nums">
                  {filesText(entry.files)} · {formatBytes(entry.bytes)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
