// /text-to-speech (spec part 2 §2–§9): the speechGeneration machine (voices, settings, Generate,
// Translate, the pending generation) under SpeechGenerationScreen, and the page's timeline in its
// slot. The page as it was left — settings, timeline clips, selected video — is the project on the
// account (issue 26): read when the page opens (speech-project.ts), saved as the creator works by the
// projectSave machine, with browser storage as the offline cache written on every change; a pending
// generation younger than 5 minutes is resent by the machine. Add to Timeline places the generated
// clip at the end; each generation refreshes the sidebar's credits and the Takes panel.
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ProjectSaveMachine } from '@twin/machines/text-to-speech';
import { creditsForSeconds, estimateSpeechSeconds, speechLanguages } from '@twin/api-client';
import type { AuthUser } from '@twin/machines/auth';
import { AuthContext, CreditsContext } from '@twin/ui/features/app-layout';
import { ProjectSaveStatus, SpeechGenerationScreen } from '@twin/ui/features/text-to-speech';
import { useTimeline } from '@twin/timeline';
import { api } from '../../lib/api';
import { pageLeaving } from '../../lib/page-leaving';
import { useDocumentTitle } from '../../lib/use-document-title';
import { uploadingApi } from '../../lib/uploading-api';
import { createSpeechMachine, type TimelineUploadDependencies } from './speech-machines';
import { browserStorage, SpeechPageStorage } from './speech-page-storage';
import {
  cacheSaveState,
  createProjectSaveMachine,
  openSpeechProject,
  type OpenedProject,
} from './speech-project';
import { TakesSection } from './takes-section';
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
  return <SpeechProject key={owner} owner={owner} />;
}

/** Opens the account's project (or, offline, the browser's copy) before the page starts from it. */
function SpeechProject({ owner }: { owner: string }) {
  const [pageStorage] = useState(() => new SpeechPageStorage(browserStorage(), owner));
  const [opened, setOpened] = useState<OpenedProject | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void openSpeechProject(api, pageStorage, controller.signal).then((project) => {
      if (!controller.signal.aborted) setOpened(project);
    });
    return () => controller.abort();
  }, [pageStorage]);
  if (!opened) return null;
  return <SpeechStudio pageStorage={pageStorage} opened={opened} />;
}

function SpeechStudio({ pageStorage, opened }: { pageStorage: SpeechPageStorage; opened: OpenedProject }) {
  const credits = CreditsContext.useActorRef();
  const [saved] = useState(() => pageStorage.read());
  const [generation, setGeneration] = useState(0);
  const [projectMachine] = useState(() => createProjectSaveMachine(api));
  const project = useActorRef(projectMachine, { input: opened });
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
      speech.on('speechGeneration.generated', () => {
        credits.send({ type: 'credits.refresh' });
        setGeneration((count) => count + 1);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [speech, timeline, credits]);

  // Every change of the page that differs from what was read or last sent is an edit to save; the browser's copy
  // says whether the server has it yet.
  useEffect(() => {
    let last = JSON.stringify(pageStorage.project());
    pageStorage.onChange((data) => {
      const json = JSON.stringify(data);
      if (json === last) return;
      last = json;
      project.send({ type: 'project.edit', data });
    });
    const saving = project.subscribe((state) =>
      cacheSaveState(pageStorage, {
        saved: state.matches('saved') || state.matches('idle'),
        version: state.context.version,
      }),
    );
    const online = () => project.send({ type: 'project.online' });
    window.addEventListener('online', online);
    return () => {
      pageStorage.onChange(null);
      saving.unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [pageStorage, project]);

  const timelineSection = useMemo(
    () => (
      <div className="grid min-w-0 gap-4">
        <ProjectSaveLine project={project} />
        <TimelineSection timeline={timeline} upload={timelineUpload} />
        <TakesSection api={api} timeline={timeline} generation={generation} />
      </div>
    ),
    [timeline, project, generation],
  );

  return (
    <SpeechGenerationScreen
      snapshot={snapshot}
      send={speech.send}
      languages={speechLanguages}
      timeline={timelineSection}
      audioSrc={api.urls.media}
      estimateCredits={estimateGenerateCredits}
    />
  );
}

/** Generate's cost as the server estimates it before synthesis (the real length is charged after). */
const estimateGenerateCredits = (text: string) => creditsForSeconds(estimateSpeechSeconds(text));

/** The save state alone re-renders as the project saves. */
function ProjectSaveLine({ project }: { project: ActorRefFrom<ProjectSaveMachine> }) {
  const snapshot = useSelector(project, (state) => state);
  return <ProjectSaveStatus snapshot={snapshot} onReload={() => window.location.reload()} />;
}
