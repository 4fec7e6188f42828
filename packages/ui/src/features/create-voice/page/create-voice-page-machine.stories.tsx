// The /create-voice page machine's own states (what the page shows besides its children's
// screens): the first load with its spinner, the list and its failure text, a reload that keeps
// the list, the categorization wizard open and ended, and the emotion sample modal open. Each
// story resolves the page snapshot from parameters.machineState; the children shown come from
// their own story bindings.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { categorizationMessages } from '@twin/machines/create-voice/categorization';
import { createVoicePageView } from '@twin/machines/create-voice';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyModels, storyReferenceLanguages, storyUsage } from '../../../storybook/create-voice-fixtures';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { storyBinding } from '../../../storybook/story-binding';
import { CategorizationDialog } from '../categorization/categorization-dialog';
import { CategorizationOutcome } from '../categorization/categorization-outcome';
import { EmotionSampleDialog } from '../emotion-sample/emotion-sample-dialog';
import { EmotionSamplesSection } from '../emotion-sample/emotion-samples-section';
import { CreateVoiceLayout } from './create-voice-layout';
import { SetupFirstBanner } from './setup-first-banner';
import { VoiceList } from './voice-list';

const playback = storyBinding('playback', 'idle');

const meta = {
  title: 'Voice/CreateVoicePageMachine',
  parameters: { layout: 'fullscreen' },
  render: function Render(_args, { parameters }) {
    const snapshot = snapshotFromParameters(parameters, 'createVoicePage');
    const { context } = snapshot;
    const view = createVoicePageView(context, {
      jobModelId: null,
      jobCompleted: false,
      activeFormBusy: false,
    });
    const target = context.categorizationTarget;
    return (
      <CreateVoiceLayout
        banners={
          <>
            {target && snapshot.matches({ categorization: 'open' }) ? (
              <CategorizationDialog
                categorization={storyBinding('categorization', 'loading', {
                  modelId: target.modelId,
                  modelName: target.modelName,
                })}
                playback={playback}
                clipAudioUrl={() => ''}
              />
            ) : null}
            {target && snapshot.matches({ categorization: 'ended' }) ? (
              <CategorizationOutcome
                categorization={storyBinding('categorization', 'cancelled', {
                  modelId: target.modelId,
                  modelName: target.modelName,
                  outcome: 'cancelled',
                  notice: categorizationMessages.declined,
                })}
                onDismiss={fn()}
              />
            ) : null}
            <SetupFirstBanner voices={view.needingSetup} onCompleteSetup={fn()} />
          </>
        }
        voices={
          <VoiceList
            models={context.models}
            referenceLanguages={storyReferenceLanguages}
            loading={snapshot.matches({ models: 'loading' })}
            error={context.modelsError}
            onCompleteSetup={fn()}
          />
        }
      >
        {snapshot.matches({ emotionSample: 'open' }) ? (
          <>
            <EmotionSamplesSection
              totalSeconds={context.samplesTotalSeconds}
              savedTypes={context.savedSampleTypes}
              onRecord={fn()}
            />
            <EmotionSampleDialog
              open
              onOpenChange={fn()}
              emotionSample={storyBinding('emotionSample', 'ready')}
              recorder={storyBinding('recorder', 'idle', {
                limits: { maxSeconds: 30, minSeconds: 5, autoStopSeconds: 30 },
              })}
              playback={playback}
            />
          </>
        ) : null}
      </CreateVoiceLayout>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const model = storyModels[0]!;

export const FirstLoad: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'models.loading',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Voices' })).toBeVisible();
  },
};

export const ModelsLoaded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'models.loaded',
      context: { models: storyModels, usage: storyUsage.growthWithRoom },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(model.model_name)).toBeVisible();
  },
};

export const ModelsLoadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'models.loaded',
      context: { modelsError: 'Failed to load existing voice models.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load existing voice models.')).toBeVisible();
  },
};

export const ReloadingKeepsTheList: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'models.reloading',
      context: { models: storyModels, usage: storyUsage.growthWithRoom },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(model.model_name)).toBeVisible();
  },
};

export const CategorizationOpen: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'categorization.open',
      context: {
        models: storyModels,
        categorizationTarget: { modelId: model.id, modelName: model.model_name },
      },
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Your Voice' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const CategorizationEnded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'categorization.ended',
      context: {
        models: storyModels,
        categorizationTarget: { modelId: model.id, modelName: model.model_name },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(categorizationMessages.declined)).toBeVisible();
  },
};

export const CategorizationClosed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'categorization.closed',
      context: { models: storyModels },
    }),
  },
};

export const EmotionSampleClosed: Story = {
  parameters: {
    machineState: machineState({ machine: 'createVoicePage', value: 'emotionSample.closed' }),
  },
};

export const EmotionSampleOpen: Story = {
  parameters: {
    machineState: machineState({
      machine: 'createVoicePage',
      value: 'emotionSample.open',
      context: { mode: 'quick', samplesTotalSeconds: 42, savedSampleTypes: ['happy'] },
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
