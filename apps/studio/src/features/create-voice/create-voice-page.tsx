// /create-voice (spec part 2 §2–§9): the Pro Voice Clone form by default; the Quick Voice Clone,
// Full Voice Training and emotion samples when the hidden modes are revealed (show-all-voice-modes);
// the training display that follows the newest job (resumed on page load), the setup prompt, the
// categorization wizard (opened when a job completes for a voice not yet categorized), the success
// panel and the user's voices. Machines hold the rules; this page only runs and links them.
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { referenceLanguages, type VoiceModel } from '@twin/api-client';
import { voiceCreationGate, voicesNeedingSetup, type VoiceCloneUsage } from '@twin/machines/create-voice';
import { recorderPresets } from '@twin/machines/recorder';
import { type SavedVoiceClone } from '@twin/machines/shared';
import {
  CloneLimitNotice,
  CreateVoiceLayout,
  FullTrainingScreen,
  PlaybackError,
  ProCloneScreen,
  QuickCloneScreen,
  SetupFirstBanner,
  VoiceJobBanner,
  VoiceList,
  VoiceModeCards,
  type PlaybackBinding,
  type VoiceCreationMode,
} from '@twin/ui/features/create-voice';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { readSavedToken } from '../../lib/token-storage';
import { CategorizationRun, type CategorizationTarget } from './categorization-run';
import { EmotionSamples } from './emotion-samples';
import { showAllVoiceModes } from './show-all-voice-modes';
import { studioVoiceMachines as machines } from './studio-voice-machines';
import { findJobToResume, loadCloneUsage, loadVoiceModels, type ModelsResult } from './voice-page-data';

export function CreateVoicePage() {
  useDocumentTitle('Create Voice');
  const showAllModes = useMemo(() => showAllVoiceModes(), []);
  const [mode, setMode] = useState<VoiceCreationMode>('pro');

  const playbackRef = useActorRef(machines.playback);
  const proCloneRef = useActorRef(machines.proClone, { input: {} });
  const proRecorderRef = useActorRef(machines.recorder, { input: recorderPresets.proClone });
  const quickCloneRef = useActorRef(machines.quickClone);
  const quickRecorderRef = useActorRef(machines.recorder, { input: recorderPresets.quickClone });
  const trainingRef = useActorRef(machines.fullTraining);
  const trainingRecorderRef = useActorRef(machines.recorder, { input: recorderPresets.fullTraining });
  const voiceJobRef = useActorRef(machines.voiceJob, { input: { jobId: null } });

  const playback: PlaybackBinding = { snapshot: useSelector(playbackRef, (s) => s), send: playbackRef.send };
  const proClone = { snapshot: useSelector(proCloneRef, (s) => s), send: proCloneRef.send };
  const proRecorder = { snapshot: useSelector(proRecorderRef, (s) => s), send: proRecorderRef.send };
  const quickClone = { snapshot: useSelector(quickCloneRef, (s) => s), send: quickCloneRef.send };
  const quickRecorder = { snapshot: useSelector(quickRecorderRef, (s) => s), send: quickRecorderRef.send };
  const training = { snapshot: useSelector(trainingRef, (s) => s), send: trainingRef.send };
  const trainingRecorder = {
    snapshot: useSelector(trainingRecorderRef, (s) => s),
    send: trainingRecorderRef.send,
  };
  const voiceJob = { snapshot: useSelector(voiceJobRef, (s) => s), send: voiceJobRef.send };

  const [models, setModels] = useState<VoiceModel[]>([]);
  const [modelsLoading, setModelsLoading] = useState(true);
  const [modelsError, setModelsError] = useState<string | null>(null);
  const [usage, setUsage] = useState<VoiceCloneUsage | null>(null);
  const [categorization, setCategorization] = useState<CategorizationTarget | null>(null);

  // The spinner shows during the first load only; later reloads keep the list on screen.
  const showModels = useCallback((result: ModelsResult) => {
    setModelsLoading(false);
    setModelsError(result.error);
    if (result.models) setModels(result.models);
  }, []);
  const reloadModels = useCallback(async (): Promise<VoiceModel[] | null> => {
    const result = await loadVoiceModels(api, readSavedToken());
    showModels(result);
    return result.models;
  }, [showModels]);
  const reloadUsage = useCallback(async () => {
    const loaded = await loadCloneUsage(api);
    if (loaded) setUsage(loaded);
  }, []);

  const openCategorization = (model: Pick<VoiceModel, 'id' | 'model_name'>) => {
    playbackRef.send({ type: 'playback.stop' });
    setCategorization({ key: Date.now(), modelId: model.id, modelName: model.model_name });
  };

  /** After a job completes (or a clone is ready at once): reload, then set the voice up if needed. */
  const offerSetupFor = useEffectEvent(async (modelId: string | null) => {
    const loaded = await reloadModels();
    void reloadUsage();
    const model = loaded?.find((candidate) => candidate.id === modelId);
    if (model && model.status === 'ready' && !model.categorization_completed) openCategorization(model);
  });

  // First load: models, allowance, and the newest unfinished job is followed again.
  useEffect(() => {
    let cancelled = false;
    void loadVoiceModels(api, readSavedToken()).then((result) => {
      if (!cancelled) showModels(result);
    });
    void loadCloneUsage(api).then((loaded) => {
      if (loaded && !cancelled) setUsage(loaded);
    });
    void findJobToResume(api).then((job) => {
      if (job && !cancelled)
        voiceJobRef.send({ type: 'job.track', jobId: job.id, modelName: job.model_name });
    });
    return () => {
      cancelled = true;
    };
  }, [showModels, voiceJobRef]);

  // Takes go from each recorder to its form.
  useEffect(() => {
    const subscriptions = [
      proRecorderRef.on('recorder.recorded', ({ recording }) =>
        proCloneRef.send({ type: 'recording.use', recording }),
      ),
      quickRecorderRef.on('recorder.recorded', ({ recording }) =>
        quickCloneRef.send({ type: 'recording.use', recording }),
      ),
      trainingRecorderRef.on('recorder.recorded', ({ recording }) =>
        trainingRef.send({ type: 'recording.save', recording }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [proRecorderRef, proCloneRef, quickRecorderRef, quickCloneRef, trainingRecorderRef, trainingRef]);

  // New voices: follow their job, or set them up at once when they are ready already.
  useEffect(() => {
    const followClone = (clone: SavedVoiceClone, modelName: string) => {
      void reloadModels();
      void reloadUsage();
      if (clone.jobId) voiceJobRef.send({ type: 'job.track', jobId: clone.jobId, modelName });
      else void offerSetupFor(clone.modelId);
    };
    const subscriptions = [
      proCloneRef.on('proClone.saved', ({ clone }) =>
        followClone(clone, proCloneRef.getSnapshot().context.name.trim()),
      ),
      quickCloneRef.on('quickClone.saved', ({ clone }) =>
        followClone(clone, quickCloneRef.getSnapshot().context.name.trim()),
      ),
      trainingRef.on('fullTraining.started', ({ jobId, modelName }) => {
        void reloadUsage();
        voiceJobRef.send({ type: 'job.track', jobId, modelName });
      }),
      voiceJobRef.on('voiceJob.completed', ({ modelId }) => void offerSetupFor(modelId)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [proCloneRef, quickCloneRef, trainingRef, voiceJobRef, reloadModels, reloadUsage]);

  const gate = voiceCreationGate(usage, models);
  const jobModel = models.find((model) => model.id === voiceJob.snapshot.context.modelId) ?? null;
  const jobModelNeedsSetup =
    jobModel !== null && jobModel.status === 'ready' && !jobModel.categorization_completed;
  const shownInJobBanner = voiceJob.snapshot.matches('completed') ? jobModel?.id : undefined;
  const needingSetup = voicesNeedingSetup(models).filter(
    (model) => model.id !== shownInJobBanner && model.id !== categorization?.modelId,
  );
  const activeFormBusy =
    (mode === 'pro' && !proClone.snapshot.matches('editing')) ||
    (mode === 'quick' && !quickClone.snapshot.matches('editing')) ||
    (mode === 'full' && !training.snapshot.matches('editing'));
  const showLimitNotice = usage !== null && !gate.canCreateNewVoice && !activeFormBusy;

  const selectMode = (next: VoiceCreationMode) => {
    playbackRef.send({ type: 'playback.stop' });
    setMode(next);
  };

  let form: React.ReactNode;
  if (showLimitNotice && usage) {
    form = <CloneLimitNotice used={usage.voice_clones_used} allowed={usage.voice_clones_allowed} />;
  } else if (showAllModes && mode === 'quick') {
    form = (
      <QuickCloneScreen quickClone={quickClone} recorder={quickRecorder} playback={playback}>
        <EmotionSamples playback={playback} />
      </QuickCloneScreen>
    );
  } else if (showAllModes && mode === 'full' && gate.fullTraining.enabled) {
    form = (
      <FullTrainingScreen
        fullTraining={training}
        recorder={trainingRecorder}
        playback={playback}
        onBack={() => selectMode('pro')}
      />
    );
  } else {
    form = (
      <ProCloneScreen
        proClone={proClone}
        recorder={proRecorder}
        playback={playback}
        referenceLanguages={referenceLanguages}
      />
    );
  }

  return (
    <CreateVoiceLayout
      banners={
        <>
          <VoiceJobBanner
            voiceJob={voiceJob}
            needsSetup={jobModelNeedsSetup}
            onCompleteSetup={() => jobModel && openCategorization(jobModel)}
          />
          {categorization ? (
            <CategorizationRun
              key={categorization.key}
              target={categorization}
              playback={playback}
              onEnded={(outcome) => {
                void reloadModels();
                // Once that voice is set up, its 'Training Complete!' gives way to the success panel.
                const job = voiceJobRef.getSnapshot();
                if (
                  outcome !== 'cancelled' &&
                  job.matches('completed') &&
                  job.context.modelId === categorization.modelId
                ) {
                  voiceJobRef.send({ type: 'job.dismiss' });
                }
              }}
              onDismiss={() => setCategorization(null)}
            />
          ) : null}
          <SetupFirstBanner voices={needingSetup} onCompleteSetup={openCategorization} />
          <PlaybackError playback={playback} />
        </>
      }
      modes={
        showAllModes && !(mode === 'full' && gate.fullTraining.enabled) ? (
          <VoiceModeCards selected={mode} onSelect={selectMode} fullTraining={gate.fullTraining} />
        ) : null
      }
      voices={
        <VoiceList
          models={models}
          referenceLanguages={referenceLanguages}
          loading={modelsLoading}
          error={modelsError}
          onCompleteSetup={openCategorization}
        />
      }
    >
      {form}
    </CreateVoiceLayout>
  );
}
