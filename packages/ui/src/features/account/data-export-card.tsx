// DataExportCard: "Export my data" (issue 26) — a zip of the creator's media and a JSON of their records, made on
// the server. Shows the data-export machine: reading the latest, none yet, starting, the percentage while it is
// made, the download once ready (a media link, as an attachment), the last one's failure, and a refusal to start.
import { DownloadIcon, PackageIcon } from 'lucide-react';
import type { DataExportEvent, DataExportSnapshot } from '@twin/machines/account/data-export';
import { Button } from '../../components/button/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import { Progress } from '../../components/progress/progress';
import { ErrorMessage, NoticeMessage } from '../../components/status-message/status-messages';
import type { MachineBinding } from '../../lib/machine-binding';
import { formatBytes } from './storage-card';

export const dataExportTexts = {
  description:
    'A zip of your voices, videos, speech takes and other files, with a file of your account records.',
  start: 'Export my data',
  again: 'Export again',
  starting: 'Starting your export...',
  making: (percent: number) => `Preparing your export... ${percent}%`,
  ready: 'Your export is ready.',
  download: 'Download',
} as const;

export function DataExportCard({
  binding,
}: {
  binding: MachineBinding<DataExportSnapshot, DataExportEvent>;
}) {
  const { snapshot, send } = binding;
  const current = snapshot.context.export;
  const making = snapshot.matches('making');
  const busy = making || snapshot.matches('starting') || snapshot.matches('loading');
  const ready = snapshot.matches('idle') && current?.status === 'completed' && current.downloadUrl;
  const failed = snapshot.matches('idle') && current?.status === 'failed';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export my data</CardTitle>
        <CardDescription>{dataExportTexts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ErrorMessage text={snapshot.context.error} />
        {failed ? <ErrorMessage text={current.errorMessage} /> : null}
        {snapshot.matches('starting') ? <NoticeMessage busy text={dataExportTexts.starting} /> : null}
        {making && current ? (
          <div className="grid gap-2">
            <NoticeMessage busy text={dataExportTexts.making(current.progressPercent)} />
            <Progress value={current.progressPercent} aria-label="Export progress" />
          </div>
        ) : null}
        {ready ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
            <span className="text-sm text-foreground">
              {dataExportTexts.ready}
              {current.sizeBytes !== null ? ` (${formatBytes(current.sizeBytes)})` : ''}
            </span>
            <Button asChild variant="outline" size="sm">
              <a href={current.downloadUrl ?? undefined} download>
                <DownloadIcon aria-hidden />
                {dataExportTexts.download}
              </a>
            </Button>
          </div>
        ) : null}
        <div>
          <Button type="button" disabled={busy} onClick={() => send({ type: 'export.start' })}>
            <PackageIcon aria-hidden />
            {ready ? dataExportTexts.again : dataExportTexts.start}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
