// QuickCloneScreen stories: every reachable state of the quickClone machine, with the emotion
// samples section the page puts under it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { audioFileMessages } from '@twin/machines/shared';
import { expect } from 'storybook/test';
import { EmotionSamplesSection } from '../emotion-sample/emotion-samples-section';
import { storyQuickTake } from '../../../storybook/create-voice-fixtures';
import { bindingOf, storyBinding } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { QuickCloneScreen } from './quick-clone-screen';

const take = {
  source: 'recording' as const,
  audio: storyQuickTake.audio,
  name: 'Quick Clone',
  durationSeconds: 10,
};

const meta = {
  title: 'Voice/QuickCloneScreen',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <div className="mx-auto max-w-3xl">
        <QuickCloneScreen
          quickClone={bindingOf(snapshotFromParameters(parameters, 'quickClone'))}
          recorder={storyBinding('recorder', 'idle', {
            limits: { maxSeconds: 10, minSeconds: null, autoStopSeconds: 10 },
          })}
          playback={storyBinding('playback', 'idle')}
          successShownAbove={parameters.successShownAbove === true}
        >
          <EmotionSamplesSection totalSeconds={24} savedTypes={['happy']} onRecord={() => {}} />
        </QuickCloneScreen>
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** quickClone `editing`: record 10 seconds or drop a file. */
export const Editing: Story = {
  parameters: { machineState: machineState({ machine: 'quickClone', value: 'editing' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please enter a name for your voice clone.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Quick Clone' })).toBeDisabled();
  },
};

/** quickClone `editing` with a 10-second take: ready to save. */
export const EditingWithTake: Story = {
  parameters: {
    machineState: machineState({
      machine: 'quickClone',
      value: 'editing',
      context: { name: 'Maya quick', sample: take },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Play Quick Clone' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save Quick Clone' })).toBeEnabled();
  },
};

/** quickClone `editing` after a file of 45 seconds. */
export const EditingFileTooLong: Story = {
  parameters: {
    machineState: machineState({
      machine: 'quickClone',
      value: 'editing',
      context: { name: 'Maya quick', error: audioFileMessages.quickTooLong },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Audio file must be under 30 seconds long.');
  },
};

/** quickClone `checkingFile`. */
export const CheckingFile: Story = {
  parameters: {
    machineState: machineState({
      machine: 'quickClone',
      value: 'checkingFile',
      context: { name: 'Maya quick', pendingFile: new File([], 'hello-quick.m4a', { type: 'audio/mp4' }) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reading hello-quick.m4a...')).toBeVisible();
  },
};

/** quickClone `saving`: 'Saving quick voice clone...' with the upload bar. */
export const Saving: Story = {
  parameters: {
    machineState: machineState({
      machine: 'quickClone',
      value: 'saving',
      context: {
        name: 'Maya quick',
        sample: take,
        notice: 'Saving quick voice clone...',
        uploadProgress: 63,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saving quick voice clone...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  },
};

/** quickClone `saved`: 'Quick voice clone saved successfully!' */
export const Saved: Story = {
  parameters: {
    machineState: machineState({
      machine: 'quickClone',
      value: 'saved',
      context: {
        name: 'Maya quick',
        sample: take,
        notice: 'Quick voice clone saved successfully!',
        uploadProgress: 100,
        saved: { modelId: 'model-quick', jobId: 'job-quick' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quick voice clone saved successfully!')).toBeVisible();
  },
};

/** quickClone `saved` under a success banner (the voice trained, or was set up): its own message gives way. */
export const SavedUnderASuccessBanner: Story = {
  parameters: { ...Saved.parameters, successShownAbove: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /name/i })).toBeDisabled();
    await expect(canvas.queryByText('Quick voice clone saved successfully!')).not.toBeInTheDocument();
  },
};
