// /text-to-speech (spec part 2 §2–§9): the speechGeneration machine (voices, settings, Generate,
// Translate, the pending generation) under SpeechGenerationScreen, and the page's timeline in its
// slot. The page as it was left — settings, timeline clips, selected video — is read once from
// browser storage when it opens and written back on every change; a pending generation younger
// than 5 minutes is resent by the machine. Add to Timeline places the generated clip at the end;
// each generation refreshes the sidebar's credits.
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { speechLanguages } from '@twin/api-client';
import type { AuthUser } from '@twin/machines/auth';
import { AuthContext, CreditsContext } from '@twin/ui/features/app-layout';
import { SpeechGenerationScreen } from '@twin/ui/features/text-to-speech';
import { useTimeline } from '@twin/timeline';
import { api } from '../../lib/api';
import { pageLeaving } from '../../lib/page-leaving';
import { useDocumentTitle } from '../../lib/use-document-title';
import { uploadingApi } from '../../lib/uploading-api';
import { createSpeechMachine, type TimelineUploadDependencies } from './speech-machines';
import { browserStorage, SpeechPageStorage } from './speech-page-storage';
import { TimelineSection } from './timeline-section';

const timelineUpload: TimelineUploadDependencies = { uploadingApi };

/** Whose page state this is: the user's id (their e-mail if a profile ever lacks one). */
export function pageOwnerOf(user: AuthUser | null): string {
  if (!user) return '';
  return typeof user.id === 'string' && user.id !== '' ? user.id : user.email;
}

export function TextToSpeechPage() {
  useDocumentTitle('Text to Video');
  const owner = AuthContext.useSelector((snapshot) => pageOwnerOf(snapshot.context.user));
  return <SpeechStudio key={owner} owner={owner} />;
}

function SpeechStudio({ owner }: { owner: string }) {
  const credits = CreditsContext.useActorRef();
  const [pageStorage] = useState(() => new SpeechPageStorage(browserStorage(), owner));
  const [saved] = useState(() => pageStorage.read());
  const [machine] = useState(() => createSpeechMachine({ api, pageStorage, pageLeaving: pageLeaving() }));
  // The pending generation's age is judged against the clock when the actor starts (its default).
  const speech = useActorRef(machine, {
    input: { savedSettings: saved.savedSettings, pendingGeneration: saved.pendingGeneration },
  });
  const snapshot = useSelector(speech, (state) => state);

  // Clips hold the server's bare paths (saved and sent to lip-sync as they are); the timeline fetches them with
  // the bearer header, so no token is ever put in a clip's URL.
  const timeline = useTimeline({
    defaultClips: saved.timelineClips,
    onClipsChange: (clips) => pageStorage.saveTimelineClips(clips),
    fetchAudio: api.fetchMedia,
  });

  useEffect(() => {
    const subscriptions = [
      speech.on('speechGeneration.addToTimeline', ({ clip }) =>
        timeline.commands.addAudio([
          {
            id: clip.id,
            type: 'tts',
            url: clip.url,
            name: clip.name,
            duration: clip.duration,
          },
        ]),
      ),
      speech.on('speechGeneration.generated', () => credits.send({ type: 'credits.refresh' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [speech, timeline, credits]);

  const timelineSection = useMemo(
    () => <TimelineSection timeline={timeline} upload={timelineUpload} />,
    [timeline],
  );

  return (
    <SpeechGenerationScreen
      snapshot={snapshot}
      send={speech.send}
      languages={speechLanguages}
      timeline={timelineSection}
      audioSrc={api.urls.media}
    />
  );
}
