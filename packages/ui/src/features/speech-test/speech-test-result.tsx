// SpeechTestResult: the generated audio (spec part 1 §2): the browser's own audio player (so its
// right-click 'Save audio as...' works, which the download hint points to), what was made, and
// Download; a failed download shows the machine's hint.
import { DownloadIcon } from 'lucide-react';
import type { SpeechTestAudio } from '@twin/machines/speech-test';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { formatMegabytes } from '../../lib/format-audio';

export interface SpeechTestResultProps {
  audio: SpeechTestAudio;
  downloading: boolean;
  downloadError: string | null;
  onDownload: () => void;
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

export function SpeechTestResult({ audio, downloading, downloadError, onDownload }: SpeechTestResultProps) {
  return (
    <div data-slot="speech-test-result" className="grid gap-4">
      <audio
        controls
        preload="metadata"
        src={audio.audioUrl}
        aria-label="Generated audio"
        className="w-full"
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Detail term="Duration" value={seconds(audio.durationSeconds)} />
        <Detail term="Sample rate" value={`${audio.sampleRate} Hz`} />
        <Detail term="Generation time" value={seconds(audio.generationSeconds)} />
        <Detail term="File size" value={formatMegabytes(audio.fileSizeBytes)} />
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={onDownload} disabled={downloading}>
          {downloading ? <Spinner decorative size="sm" /> : <DownloadIcon aria-hidden />}
          {downloading ? 'Downloading...' : 'Download'}
        </Button>
        <span className="truncate text-xs text-subtle-foreground">{audio.fileName}</span>
      </div>
      <ErrorMessage text={downloadError} />
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-subtle-foreground">{term}</dt>
      <dd className="font-medium text-foreground tabular-nums">{value}</dd>
    </div>
  );
}
