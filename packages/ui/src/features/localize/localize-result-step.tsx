// LocalizeResultStep: step 3, 'Result' — the localized video's player, its download under the
// spec's name (localized_{originalname}_{language}.mp4) and 'Localize Another Video'; the
// completed notice ('Localization completed! Redirecting to Library...') above them.
import { DownloadIcon, RotateCcwIcon } from 'lucide-react';
import { localizeMessages, type LocalizedVideo } from '@twin/machines/localize';
import { Button } from '../../components/button/button';
import { NoticeMessage } from '../../components/status-message/status-messages';

export interface LocalizeResultStepProps {
  result: LocalizedVideo | null;
  notice: string | null;
  /** The app's media URL helper (a server media link under its base URL). */
  mediaSrc: (pathOrUrl: string) => string;
  onReset: () => void;
}

/** The same media link with download=true: the server answers with an attachment. */
function downloadUrlOf(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}download=true`;
}

export function LocalizeResultStep({ result, notice, mediaSrc, onReset }: LocalizeResultStepProps) {
  const src = result ? mediaSrc(result.src) : null;
  return (
    <section data-slot="localize-result-step" aria-labelledby="localize-result-title" className="grid gap-4">
      <h2 id="localize-result-title" className="text-lg font-semibold">
        {localizeMessages.steps[2]}
      </h2>
      <NoticeMessage text={notice} />
      {result && src ? (
        <video
          className="aspect-video w-full rounded-lg bg-black"
          src={src}
          controls
          preload="metadata"
          playsInline
          aria-label={localizeMessages.localizedVideo}
        />
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        {result && src ? (
          <Button asChild variant="outline">
            <a href={downloadUrlOf(src)} download={result.downloadName}>
              <DownloadIcon aria-hidden />
              {localizeMessages.download}
              <span className="sr-only"> {result.downloadName}</span>
            </a>
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onReset}>
          <RotateCcwIcon aria-hidden />
          {localizeMessages.localizeAnother}
        </Button>
      </div>
    </section>
  );
}
