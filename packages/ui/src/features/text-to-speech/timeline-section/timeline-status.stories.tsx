// TimelineStatus stories: every reachable state of the timelineSection machine (idle, uploading
// with progress, the notice, an error), resolved from parameters.machineState.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { timelineMessages } from '@twin/machines/timeline';
import { expect, fn } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { TimelineStatus } from './timeline-status';

const meta = {
  title: 'Speech/TimelineStatus',
  render: function Render(_args, { parameters }) {
    return <TimelineStatus snapshot={snapshotFromParameters(parameters, 'timelineSection')} send={fn()} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'timelineSection', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Uploading: Story = {
  parameters: {
    machineState: machineState({ machine: 'timelineSection', value: 'uploading', context: { percent: 42 } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading audio… 42%');
  },
};

export const Notice: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timelineSection',
      value: 'notice',
      context: { text: timelineMessages.audioFileAdded },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Audio file added to timeline!')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timelineSection',
      value: 'error',
      context: { text: 'Unsupported audio format.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unsupported audio format.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};
