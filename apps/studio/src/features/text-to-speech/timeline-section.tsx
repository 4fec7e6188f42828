// The speech page's Audio Timeline (spec part 2 §2, §4): `@twin/ui/timeline` over the page's
// timeline, with Upload Audio storing each file on the server (POST /api/audio/upload, progress
// shown) and 'Audio file added to timeline!' once it is placed; the server's refusal otherwise.
// Create Video needs the lip-sync features of the /video issue, which are not built yet: it says so
// plainly instead of pretending. Only this section re-renders while an upload progresses.
import * as React from 'react';
import { speechNoticeDuration } from '@twin/machines/text-to-speech';
import { timelineMessages, type TimelineClipInSeconds } from '@twin/machines/timeline';
import { Alert, Progress } from '@twin/ui/components';
import { Timeline, type TimelineHandle, type UploadAudioHandler } from '@twin/ui/timeline';
import { uploadTimelineAudio, type TimelineUploadDependencies } from './speech-machines';

/** Ours: lip-sync video creation arrives with the video features. */
export const createVideoUnavailableMessage =
  'Creating a lip-sync video is not available yet. Use Download Audio to keep the timeline’s audio for now.';

type SectionStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'notice'; text: string }
  | { kind: 'info'; text: string }
  | { kind: 'error'; text: string };

export interface TimelineSectionProps {
  timeline: TimelineHandle;
  upload: TimelineUploadDependencies;
}

export function TimelineSection({ timeline, upload }: TimelineSectionProps) {
  const [status, setStatus] = React.useState<SectionStatus>({ kind: 'idle' });

  // Notices leave by themselves after the spec's 2 seconds; errors stay until the next action.
  React.useEffect(() => {
    if (status.kind !== 'notice') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), speechNoticeDuration);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onUploadAudio = React.useCallback<UploadAudioHandler>(
    async (files) => {
      setStatus({ kind: 'uploading', percent: 0 });
      const result = await uploadTimelineAudio(files, upload, (percent) =>
        setStatus({ kind: 'uploading', percent: Math.round(percent) }),
      );
      if (result.error !== null) setStatus({ kind: 'error', text: result.error });
      else setStatus({ kind: 'notice', text: timelineMessages.audioFileAdded });
      return result.added;
    },
    [upload],
  );

  const onCreateVideo = React.useCallback((clips: TimelineClipInSeconds[]) => {
    setStatus(
      clips.length === 0
        ? { kind: 'error', text: timelineMessages.emptyTimeline }
        : { kind: 'info', text: createVideoUnavailableMessage },
    );
  }, []);

  // The same element while only the status changes, so React leaves the timeline alone.
  const timelineElement = React.useMemo(
    () => <Timeline timeline={timeline} onUploadAudio={onUploadAudio} onCreateVideo={onCreateVideo} />,
    [timeline, onUploadAudio, onCreateVideo],
  );

  return (
    // Only the timeline scrolls sideways on a narrow screen (it is at least 800 px wide); its
    // messages stay as wide as the page.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <TimelineStatus status={status} onDismiss={() => setStatus({ kind: 'idle' })} />
      <div className="min-w-0 overflow-x-auto">{timelineElement}</div>
    </div>
  );
}

function TimelineStatus({ status, onDismiss }: { status: SectionStatus; onDismiss: () => void }) {
  if (status.kind === 'idle') return null;
  if (status.kind === 'uploading') {
    return (
      <div className="grid gap-1.5" data-slot="timeline-upload-progress">
        <p className="text-sm text-subtle-foreground" role="status">
          Uploading audio… {status.percent}%
        </p>
        <Progress value={status.percent} aria-label="Audio upload" />
      </div>
    );
  }
  return (
    <Alert variant={status.kind === 'notice' ? 'success' : status.kind}>
      <span className="flex-1">{status.text}</span>
      <button
        type="button"
        className="cursor-pointer text-xs font-medium underline-offset-2 hover:underline"
        onClick={onDismiss}
      >
        Dismiss
      </button>
    </Alert>
  );
}
