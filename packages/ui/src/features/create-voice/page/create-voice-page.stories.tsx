// The /create-voice page composed as the studio shows it: the default pro clone with the user's
// voices, a job in progress, the hidden modes revealed (with PREMIUM and LIMIT REACHED gating),
// the setup prompt, the success panel and the clone-limit notice. Snapshots are resolved from
// state values; these stories catalogue layouts, the machine-state stories live beside each screen.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullTrainingGate, voicesNeedingSetup } from '@twin/machines/create-voice';
import { consentWalkPassed } from '@twin/machines/testing';
import { voiceJobMessages } from '@twin/machines/create-voice/voice-job';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../app-layout/app-layout';
import { EmotionSamplesSection } from '../emotion-sample/emotion-samples-section';
import { FullTrainingScreen } from '../full-training/full-training-screen';
import { ProCloneScreen } from '../pro-clone/pro-clone-screen';
import { QuickCloneScreen } from '../quick-clone/quick-clone-screen';
import {
  storyModels,
  storyReferenceLanguages,
  storyTake,
  storyTrainingFiles,
  storyUsage,
} from '../../../storybook/create-voice-fixtures';
import { storyBinding } from '../../../storybook/story-binding';
import { VoiceJobBanner } from '../voice-job/voice-job-banner';
import { CloneLimitNotice } from './clone-limit-notice';
import { CreateVoiceLayout } from './create-voice-layout';
import { SetupFirstBanner } from './setup-first-banner';
import { VoiceCreatedPanel } from './voice-created-panel';
import { VoiceList } from './voice-list';
import { VoiceModeCards } from './voice-mode-cards';

const user = { username: 'maya', email: 'maya@northwind.studio' };
const usage = { used: 1240, total: 3600 };
const playback = storyBinding('playback', 'idle');
const onCompleteSetup = fn();

function Page({ children }: { children: React.ReactNode }) {
  return (
    <AppLayout user={user} usage={usage} currentPath="/create-voice" onLogout={() => {}}>
      {children}
    </AppLayout>
  );
}

const meta = {
  title: 'Voice/CreateVoicePage',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const recordedSample = {
  source: 'recording' as const,
  audio: storyTake.audio,
  name: 'Pro Clone',
  durationSeconds: 154,
};

export const ProCloneDefault: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        banners={
          <SetupFirstBanner voices={voicesNeedingSetup(storyModels)} onCompleteSetup={onCompleteSetup} />
        }
        voices={
          <VoiceList
            referenceLanguages={storyReferenceLanguages}
            models={storyModels}
            onCompleteSetup={onCompleteSetup}
          />
        }
      >
        <ProCloneScreen
          referenceLanguages={storyReferenceLanguages}
          proClone={storyBinding('proClone', 'editing', {
            recording: recordedSample,
            referenceLanguage: 'en',
            consentId: consentWalkPassed.id,
          })}
          recorder={storyBinding('recorder', 'recorded', { elapsedSeconds: 154, recording: storyTake })}
          playback={playback}
          consent={storyBinding('consent', 'passed', { record: consentWalkPassed })}
        />
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Complete Your Voice Setup First' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your Voices' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Voice creation mode' })).toBeNull();
  },
};

export const TrainingInProgress: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        banners={
          <VoiceJobBanner
            voiceJob={storyBinding('voiceJob', 'waiting', {
              jobId: 'job-1',
              modelName: 'Pro Clone',
              status: 'processing',
              statusText: voiceJobMessages.statusText.processing,
            })}
            needsSetup
            onCompleteSetup={onCompleteSetup}
          />
        }
        voices={
          <VoiceList
            referenceLanguages={storyReferenceLanguages}
            models={storyModels.slice(0, 1)}
            onCompleteSetup={onCompleteSetup}
          />
        }
      >
        <ProCloneScreen
          referenceLanguages={storyReferenceLanguages}
          proClone={storyBinding('proClone', 'saved', {
            recording: recordedSample,
            referenceLanguage: 'en',
            notice: 'Pro voice clone saved successfully!',
            uploadProgress: 100,
          })}
          recorder={storyBinding('recorder', 'recorded', { elapsedSeconds: 154, recording: storyTake })}
          playback={playback}
          consent={storyBinding('consent', 'passed', { record: consentWalkPassed })}
        />
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Training in Progress' })).toBeVisible();
  },
};

export const AllModesRevealedFreePlan: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        modes={
          <VoiceModeCards selected="quick" onSelect={fn()} fullTraining={fullTrainingGate(storyUsage.free)} />
        }
      >
        <QuickCloneScreen
          quickClone={storyBinding('quickClone', 'editing', { name: 'Maya quick' })}
          recorder={storyBinding('recorder', 'idle', {
            limits: { maxSeconds: 10, minSeconds: null, autoStopSeconds: 10 },
          })}
          playback={playback}
        >
          <EmotionSamplesSection totalSeconds={null} savedTypes={[]} onRecord={fn()} />
        </QuickCloneScreen>
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PREMIUM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/account');
    await expect(canvas.getByRole('radio', { name: /Full Voice Training/ })).toBeDisabled();
  },
};

export const AllModesRevealedLimitReached: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        modes={
          <VoiceModeCards
            selected="pro"
            onSelect={fn()}
            fullTraining={fullTrainingGate(storyUsage.growthAtLimit)}
          />
        }
      >
        <CloneLimitNotice used={3} allowed={3} />
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('LIMIT REACHED')[0]).toBeVisible();
  },
};

export const FullTrainingSelected: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        modes={
          <VoiceModeCards
            selected="full"
            onSelect={fn()}
            fullTraining={fullTrainingGate(storyUsage.growthWithRoom)}
          />
        }
      >
        <FullTrainingScreen
          fullTraining={storyBinding('fullTraining', 'editing', {
            modelName: 'Maya · Full',
            files: storyTrainingFiles,
            fileCount: 3,
            recordingCount: 1,
          })}
          recorder={storyBinding('recorder', 'idle')}
          playback={playback}
          onBack={fn()}
        />
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Full Voice Training/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const VoiceCreated: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        banners={
          <VoiceCreatedPanel
            modelName="Pro Clone"
            notice="Voice controls configured successfully! Your voice is now ready to use."
            onDismiss={fn()}
          />
        }
        voices={
          <VoiceList
            referenceLanguages={storyReferenceLanguages}
            models={storyModels.slice(0, 1)}
            onCompleteSetup={onCompleteSetup}
          />
        }
      >
        <ProCloneScreen
          referenceLanguages={storyReferenceLanguages}
          proClone={storyBinding('proClone', 'editing', { referenceLanguage: 'en' })}
          recorder={storyBinding('recorder', 'idle')}
          playback={playback}
          consent={storyBinding('consent', 'loadingChallenge')}
        />
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Test Your Voice' })).toHaveAttribute(
      'href',
      '/text-to-speech',
    );
  },
};

/** The voice made and set up after saving: one success message, and no 'it takes a few minutes' under it. */
export const VoiceCreatedAfterSaving: Story = {
  render: () => (
    <Page>
      <CreateVoiceLayout
        banners={
          <VoiceCreatedPanel
            modelName="Pro Clone"
            notice="Voice controls configured successfully! Your voice is now ready to use."
            onDismiss={fn()}
          />
        }
        voices={
          <VoiceList
            referenceLanguages={storyReferenceLanguages}
            models={storyModels.slice(0, 1)}
            onCompleteSetup={onCompleteSetup}
          />
        }
      >
        <ProCloneScreen
          referenceLanguages={storyReferenceLanguages}
          proClone={storyBinding('proClone', 'saved', {
            recording: recordedSample,
            referenceLanguage: 'en',
            notice: 'Pro voice clone saved successfully!',
            saved: { modelId: 'model-1', jobId: 'job-1' },
          })}
          recorder={storyBinding('recorder', 'recorded', { elapsedSeconds: 154, recording: storyTake })}
          playback={playback}
          consent={storyBinding('consent', 'passed', { record: consentWalkPassed })}
          successShownAbove
        />
      </CreateVoiceLayout>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Voice Created Successfully!' })).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.queryByText('Pro voice clone saved successfully!')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/it takes a few minutes/)).not.toBeInTheDocument();
  },
};
