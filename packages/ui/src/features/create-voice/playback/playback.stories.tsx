// Playback stories: every reachable state of the playback machine on a sample row (the button
// reads Pause only while this item plays; the 500 ms settling window looks like its steady state),
// and the playback failure text.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { playbackMessages } from '@twin/machines/create-voice/playback';
import { expect } from 'storybook/test';
import { SamplePlayer } from '../shared/sample-player';
import { bindingOf } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { storyTake } from '../../../storybook/create-voice-fixtures';
import { PlaybackError } from './playback-error';

const itemId = 'pro-clone-recording';
const src = 'blob:story-take';

const meta = {
  title: 'Voice/Playback',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    const playback = bindingOf(snapshotFromParameters(parameters, 'playback'));
    return (
      <div className="mx-auto grid max-w-xl gap-3">
        <SamplePlayer
          playback={playback}
          itemId={itemId}
          name="Pro Clone"
          audio={storyTake.audio}
          durationSeconds={storyTake.durationSeconds}
          details="Recorded"
        />
        <SamplePlayer
          playback={playback}
          itemId="other"
          name="studio-reference.wav"
          audio={storyTake.audio}
          durationSeconds={171}
          details="4.2 MB"
        />
        <PlaybackError playback={playback} />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** playback `idle`: both rows offer Play. */
export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'playback', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Play Pro Clone' })).toBeEnabled();
  },
};

/** playback `idle` after a failure: 'Failed to play audio recording.' */
export const IdleAfterFailure: Story = {
  parameters: {
    machineState: machineState({
      machine: 'playback',
      value: 'idle',
      context: { error: playbackMessages.playFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to play audio recording.');
  },
};

/** playback `playing.settling`: just clicked; a second click within 500 ms is ignored. */
export const PlayingSettling: Story = {
  parameters: {
    machineState: machineState({
      machine: 'playback',
      value: 'playing.settling',
      context: { itemId, src },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause Pro Clone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Play studio-reference.wav' })).toBeVisible();
  },
};

/** playback `playing.steady`. */
export const PlayingSteady: Story = {
  parameters: {
    machineState: machineState({
      machine: 'playback',
      value: 'playing.steady',
      context: { itemId, src },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause Pro Clone' })).toBeVisible();
  },
};

/** playback `paused.settling`: just paused. */
export const PausedSettling: Story = {
  parameters: {
    machineState: machineState({
      machine: 'playback',
      value: 'paused.settling',
      context: { itemId, src },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play Pro Clone' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** playback `paused.steady`. */
export const PausedSteady: Story = {
  parameters: {
    machineState: machineState({
      machine: 'playback',
      value: 'paused.steady',
      context: { itemId, src },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play Pro Clone' })).toBeVisible();
  },
};
