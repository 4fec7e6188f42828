// EmotionSampleDialog stories: every reachable state of the emotionSample machine (the modal is
// portalled, so the checks use `screen`), and a flow through the real machines.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recorderPresets } from '@twin/machines/create-voice/recorder';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, screen, waitFor } from 'storybook/test';
import {
  storyEmotionSampleMachine,
  storyPlaybackMachine,
  storyRecorderMachine,
} from '../../../storybook/create-voice-fake-machines';
import { storyEmotionTake } from '../../../storybook/create-voice-fixtures';
import { bindingOf, storyBinding } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { EmotionSampleDialog } from './emotion-sample-dialog';

const emotionLimits = { maxSeconds: 30, minSeconds: 5, autoStopSeconds: 30 };

const meta = {
  title: 'Voice/EmotionSampleDialog',
  render: function Render(_args, { parameters }) {
    const emotionSample = bindingOf(snapshotFromParameters(parameters, 'emotionSample'));
    return (
      <EmotionSampleDialog
        open
        onOpenChange={() => {}}
        emotionSample={emotionSample}
        recorder={storyBinding('recorder', 'recorded', {
          limits: emotionLimits,
          elapsedSeconds: 12,
          recording: storyEmotionTake,
        })}
        playback={storyBinding('playback', 'idle')}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** emotionSample `ready` with a take: Play/Pause, Record Again, Save Sample. */
export const Ready: Story = {
  parameters: { machineState: machineState({ machine: 'emotionSample', value: 'ready' }) },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Happy Sample' })).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Save Sample' })).toBeEnabled();
  },
};

/** emotionSample `ready` after a failed save: 'Failed to save Happy Sample. Please try again.' */
export const ReadyAfterFailure: Story = {
  parameters: {
    machineState: machineState({
      machine: 'emotionSample',
      value: 'ready',
      context: { recording: storyEmotionTake, error: 'Failed to save Happy Sample. Please try again.' },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save Happy Sample. Please try again.',
    );
    await expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** emotionSample `saving`. */
export const Saving: Story = {
  parameters: {
    machineState: machineState({
      machine: 'emotionSample',
      value: 'saving',
      context: { recording: storyEmotionTake },
    }),
  },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Saving Happy Sample...')).toBeVisible());
  },
};

/** emotionSample `saved`: 'Happy Sample saved successfully!' */
export const Saved: Story = {
  parameters: {
    machineState: machineState({
      machine: 'emotionSample',
      value: 'saved',
      context: {
        recording: storyEmotionTake,
        saved: { id: 'sample-1', original_filename: 'happy.webm' },
        notice: 'Happy Sample saved successfully!',
      },
    }),
  },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Happy Sample saved successfully!')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Record Another' })).toBeEnabled();
  },
};

function EmotionSampleFlow() {
  const sampleRef = useActorRef(storyEmotionSampleMachine, {
    input: { sampleType: 'fast', title: 'Fast Sample' },
  });
  const recorderRef = useActorRef(storyRecorderMachine, { input: recorderPresets.emotionSample });
  const playbackRef = useActorRef(storyPlaybackMachine);
  const emotionSample = useSelector(sampleRef, (snapshot) => snapshot);
  const recorder = useSelector(recorderRef, (snapshot) => snapshot);
  const playback = useSelector(playbackRef, (snapshot) => snapshot);
  return (
    <EmotionSampleDialog
      open
      onOpenChange={() => {}}
      emotionSample={{ snapshot: emotionSample, send: sampleRef.send }}
      recorder={{ snapshot: recorder, send: recorderRef.send }}
      playback={{ snapshot: playback, send: playbackRef.send }}
    />
  );
}

export const FlowRecordsAndSaves: Story = {
  render: () => <EmotionSampleFlow />,
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Start Recording' }));
    // 30 recorded "seconds" at 5 ms each: the take stops by itself at 0:30.
    await userEvent.click(await screen.findByRole('button', { name: 'Save Sample' }, { timeout: 9000 }));
    await waitFor(() => expect(screen.getByText('Fast Sample saved successfully!')).toBeVisible());
  },
};
