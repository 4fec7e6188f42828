// The speech page's Audio Timeline (spec part 2 §2, §4, §5): `@twin/timeline` over the page's
// timeline, with the timelineSection machine (@twin/machines/text-to-speech) owning the upload
// status, the notice that leaves after 2 s and errors; Upload Audio stores each file on the server
// (POST /api/audio/upload, progress shown) and the timeline places what the server kept. Create
// Video runs lip-sync start (the video picker — with no videos, its Upload and Record tabs — the
// composite audio, the job, then /library); the confirmation describes the lip-sync engine the server names
// (GET /api/public-config) in creators' words; its 'add clips first' message leaves once a clip is on
// the timeline.
// Only this section re-renders while an upload progresses or the picker changes.
import * as React from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { waitFor } from 'xstate';
import type { TimelineClipInSeconds } from '@twin/machines/timeline';
import { CreditsContext } from '@twin/ui/features/app-layout';
import { TimelineStatus } from '@twin/ui/features/text-to-speech';
import { LipsyncStartScreen, useLipsyncSources } from '@twin/ui/features/video';
import { Timeline, type TimelineHandle, type UploadAudioHandler } from '@twin/timeline';
import { api } from '../../lib/api';
import { usePublicConfig } from '../../lib/public-config';
import { studioVideoSources } from '../../lib/studio-video-sources';
import { createLipsyncStartMachine } from './lipsync-machines';
import { createTimelineSectionMachine, type TimelineUploadDependencies } from './speech-machines';

export interface TimelineSectionProps {
  timeline: TimelineHandle;
  upload: TimelineUploadDependencies;
}

export function TimelineSection({ timeline, upload }: TimelineSectionProps) {
  const machine = React.useMemo(() => createTimelineSectionMachine(upload), [upload]);
  const section = useActorRef(machine);
  const snapshot = useSelector(section, (state) => state);
  const navigate = useNavigate();
  const credits = CreditsContext.useActorRef();
  const lipsyncMachine = React.useMemo(
    () =>
      createLipsyncStartMachine({
        api,
        exportTimelineAudio: () => timeline.export(),
        goToLibrary: () => navigate('/library'),
        creditsSpent: () => credits.send({ type: 'credits.refresh' }),
        sources: studioVideoSources,
      }),
    [timeline, navigate, credits],
  );
  const lipsync = useActorRef(lipsyncMachine);
  const lipsyncSnapshot = useSelector(lipsync, (state) => state);
  const lipsyncSources = useLipsyncSources(lipsyncSnapshot);
  // The message asking for clips leaves once the timeline holds one.
  const clipCount = useSelector(timeline.actorRef, (state) => state.context.clips.length);
  // The confirmation says what the server's lip-sync engine does (nothing until the configuration has come).
  const lipsyncEngine = usePublicConfig()?.lipsyncEngine ?? null;

  // The toolbar awaits the clips to place (and shows its spinner meanwhile).
  const onUploadAudio = React.useCallback<UploadAudioHandler>(
    async (files) => {
      section.send({ type: 'upload.start', files });
      const done = await waitFor(section, (state) => !state.matches('uploading'), { timeout: Infinity });
      return done.context.added;
    },
    [section],
  );
  const onCreateVideo = React.useCallback(
    (clips: TimelineClipInSeconds[]) => lipsync.send({ type: 'lipsync.open', clips }),
    [lipsync],
  );

  // The same element while only the status changes, so React leaves the timeline alone.
  const timelineElement = React.useMemo(
    () => <Timeline timeline={timeline} onUploadAudio={onUploadAudio} onCreateVideo={onCreateVideo} />,
    [timeline, onUploadAudio, onCreateVideo],
  );

  return (
    // The timeline fits the page's width (its toolbar wraps; only its 800 px track scrolls sideways
    // inside it); its messages stay as wide as the page.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <TimelineStatus snapshot={snapshot} send={section.send} />
      <LipsyncStartScreen
        snapshot={lipsyncSnapshot}
        send={lipsync.send}
        sources={lipsyncSources}
        engine={lipsyncEngine}
        clipCount={clipCount}
      />
      <div className="min-w-0 overflow-x-auto">{timelineElement}</div>
    </div>
  );
}
