// "Edit dub" (issue 25): /localize?dub={jobId} — the dubbing editor of a finished localization, rendered by ui's
// DubEditorScreen over the dub-editor machine with the studio's effects; the result plays through its media link
// (the job's result_video_path), asked again each time a segment was replaced.
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { CreditsContext } from '@twin/ui/features/app-layout';
import { DubEditorScreen } from '@twin/ui/features/localize';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createDubEditorMachine } from './dub-editor-machines';

export function DubEditorPage({ jobId }: { jobId: string }) {
  useDocumentTitle('Edit dub');
  const credits = CreditsContext.useActorRef();
  const [machine] = useState(() =>
    createDubEditorMachine({ api, creditsSpent: () => credits.send({ type: 'credits.refresh' }) }),
  );
  const editor = useActorRef(machine, { input: { jobId } });
  const snapshot = useSelector(editor, (state) => state);
  const [videoSrc, setVideoSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.localization
      .job(jobId, { signal: controller.signal })
      .then(({ job }) => setVideoSrc(job.result_video_path ? api.urls.media(job.result_video_path) : null))
      .catch(() => setVideoSrc(null));
    return () => controller.abort();
  }, [jobId]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 sm:p-8">
      <DubEditorScreen snapshot={snapshot} send={editor.send} videoSrc={videoSrc} />
    </div>
  );
}
