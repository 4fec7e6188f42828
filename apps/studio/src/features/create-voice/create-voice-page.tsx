// /create-voice (spec part 2 §2–§9): the Pro Voice Clone form by default; the Quick Voice Clone,
// Full Voice Training and emotion samples when the hidden modes are revealed (show-all-voice-modes);
// the training display that follows the newest job (resumed on page load), the setup prompt, the
// categorization wizard (opened when a job completes for a voice not yet categorized), the success
// panel and the user's voices (issue 26: Preview plays a voice's first reference clip through the
// page's playback machine; Rename and Delete call the api and reload the list). The page machine
// (@twin/machines/create-voice) runs and links the workflows and loads the data; this page renders
// its children's screens and sends intents.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { referenceLanguages } from '@twin/api-client';
import { createVoicePageView, isActiveFormBusy } from '@twin/machines/create-voice';
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
  type VoiceCreationMode,
  type VoiceManager,
} from '@twin/ui/features/create-voice';
import { useBinding } from '@twin/ui/components';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategorizationRun } from './categorization-run';
import { voicePreviewItem, voiceManager } from './voice-manager';
import { EmotionSamples } from './emotion-samples';
import { showAllVoiceModes } from './show-all-voice-modes';
import { studioCreateVoicePage } from './studio-voice-machines';

export function CreateVoicePage() {
  useDocumentTitle('Create Voice');
  const showAllModes = useMemo(() => showAllVoiceModes(), []);
  const page = useActorRef(studioCreateVoicePage);
  const context = useSelector(page, (snapshot) => snapshot.context);
  const modelsLoading = useSelector(page, (snapshot) => snapshot.matches({ models: 'loading' }));
  const categorizationEnded = useSelector(page, (snapshot) => snapshot.matches({ categorization: 'ended' }));

  const playback = useBinding(context.playback);
  const proClone = useBinding(context.proClone);
  const proRecorder = useBinding(context.proRecorder);
  const consent = useBinding(context.consent);
  const quickClone = useBinding(context.quickClone);
  const quickRecorder = useBinding(context.quickRecorder);
  const training = useBinding(context.fullTraining);
  const trainingRecorder = useBinding(context.trainingRecorder);
  const voiceJob = useBinding(context.voiceJob);

  const { mode, usage } = context;
  const view = createVoicePageView(context, {
    jobModelId: voiceJob.snapshot.context.modelId,
    jobCompleted: voiceJob.snapshot.matches('completed'),
    activeFormBusy: isActiveFormBusy(mode, {
      pro: proClone.snapshot,
      quick: quickClone.snapshot,
      full: training.snapshot,
    }),
  });
  const selectMode = (next: VoiceCreationMode) => page.send({ type: 'mode.select', mode: next });
  const manageVoices: VoiceManager = voiceManager(api, {
    reload: () => page.send({ type: 'models.reload' }),
    playback,
  });
  const playingItem = playback.snapshot.matches('playing') ? playback.snapshot.context.itemId : null;
  const previewingId = context.models.find((model) => voicePreviewItem(model.id) === playingItem)?.id ?? null;
  const openCategorization = (model: { id: string; model_name: string }) =>
    page.send({ type: 'categorization.open', modelId: model.id, modelName: model.model_name });
  // 'Training Complete!' or the wizard's outcome tells of the saved voice: one success message at a time.
  const successShownAbove = voiceJob.snapshot.matches('completed') || categorizationEnded;

  let form: React.ReactNode;
  if (view.showLimitNotice && usage) {
    form = <CloneLimitNotice used={usage.voice_clones_used} allowed={usage.voice_clones_allowed} />;
  } else if (showAllModes && mode === 'quick') {
    form = (
      <QuickCloneScreen
        quickClone={quickClone}
        recorder={quickRecorder}
        playback={playback}
        successShownAbove={successShownAbove}
      >
        <EmotionSamples page={page} context={context} playback={playback} />
      </QuickCloneScreen>
    );
  } else if (showAllModes && view.showFullTraining) {
    form = (
      <FullTrainingScreen
        fullTraining={training}
        recorder={trainingRecorder}
        playback={playback}
        onBack={() => selectMode('pro')}
        successShownAbove={successShownAbove}
      />
    );
  } else {
    form = (
      <ProCloneScreen
        proClone={proClone}
        recorder={proRecorder}
        playback={playback}
        consent={consent}
        referenceLanguages={referenceLanguages}
        successShownAbove={successShownAbove}
      />
    );
  }

  return (
    <CreateVoiceLayout
      banners={
        <>
          <VoiceJobBanner
            voiceJob={voiceJob}
            needsSetup={view.jobModelNeedsSetup}
            onCompleteSetup={() => view.jobModel && openCategorization(view.jobModel)}
          />
          {context.categorization && context.categorizationTarget ? (
            <CategorizationRun
              key={context.categorization.sessionId}
              categorizationRef={context.categorization}
              playback={playback}
              onDismiss={() => page.send({ type: 'categorization.dismiss' })}
            />
          ) : null}
          <SetupFirstBanner voices={view.needingSetup} onCompleteSetup={openCategorization} />
          <PlaybackError playback={playback} />
        </>
      }
      modes={
        showAllModes && !view.showFullTraining ? (
          <VoiceModeCards selected={mode} onSelect={selectMode} fullTraining={view.gate.fullTraining} />
        ) : null
      }
      voices={
        <VoiceList
          models={context.models}
          referenceLanguages={referenceLanguages}
          loading={modelsLoading}
          error={context.modelsError}
          onCompleteSetup={openCategorization}
          manage={manageVoices}
          previewingId={previewingId}
        />
      }
    >
      {form}
    </CreateVoiceLayout>
  );
}
