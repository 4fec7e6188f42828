// LocalizeResultStep: step 3, 'Result' — the localized video's player, its download under the
// spec's name (localized_{originalname}_{language}.mp4) and 'Localize Another Video'; the
// completed notice ('Localization completed! Redirecting to Library...') above them. Ours (issue 25): 'Edit dub'
// opens the dubbing editor of the job (/localize?dub={jobId}).
import { DownloadIcon, PencilIcon, RotateCcwIcon } from 'lucide-react';
import { localizeMessages, type LocalizedVideo } from '@twin/machines/localize';
import { Button, buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { dubEditorTexts } from './dub-editor-screen';
import { NoticeMessage } from '../../components/status-message/status-messages';

export interface LocalizeResultStepProps {
  result: LocalizedVideo | null;
  notice: string | null;
  /** The app's media URL helper (a server media link under its base URL). */
  mediaSrc: (pathOrUrl: string) => string;
  onReset: () => void;
}

/** The dubbing editor of the job whose stream `src` is (its media link: /api/localization/jobs/{jobId}/stream). */
export function editDubHrefOf(src: string): string | null {
  const jobId = /\/api\/localization\/jobs\/([^/?#]+)\/stream/.exec(src)?.[1];
  return jobId ? `/localize?dub=${encodeURIComponent(decodeURIComponent(jobId))}` : null;
}

/** The same media link with download=true: the server answers with an attachment. */
function downloadUrlOf(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}download=true`;
}

export function LocalizeResultStep({ result, notice, mediaSrc, onReset }: LocalizeResultStepProps) {
  const src = result ? mediaSrc(result.src) : null;
  const editDub = result ? editDubHrefOf(result.src) : null;
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
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={downloadUrlOf(src)} download={result.downloadName}>
                <DownloadIcon aria-hidden />
                {localizeMessages.download}
                <span className="sr-only"> {result.downloadName}</span>
              </a>
            </Button>
            {editDub ? (
              <AppLink href={editDub} className={buttonVariants({ variant: 'outline' })}>
                <PencilIcon aria-hidden />
                {dubEditorTexts.openEditor}
              </AppLink>
            ) : null}
          </div>
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
