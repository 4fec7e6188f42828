// ProjectSaveStatus stories: every reachable state of the projectSave machine (idle, waiting, saving, saved,
// offline, conflict), resolved from parameters.machineState.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { ProjectSaveStatus } from './project-save-status';

const onReload = fn();

const meta = {
  title: 'Speech/ProjectSaveStatus',
  render: function Render(_args, { parameters }) {
    return (
      <ProjectSaveStatus snapshot={snapshotFromParameters(parameters, 'projectSave')} onReload={onReload} />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'projectSave', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Waiting: Story = {
  parameters: { machineState: machineState({ machine: 'projectSave', value: 'waiting' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Saving: Story = {
  parameters: { machineState: machineState({ machine: 'projectSave', value: 'saving' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Saved: Story = {
  parameters: { machineState: machineState({ machine: 'projectSave', value: 'saved' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Offline: Story = {
  parameters: { machineState: machineState({ machine: 'projectSave', value: 'offline' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/kept in this browser/);
  },
};

export const Conflict: Story = {
  parameters: {
    machineState: machineState({
      machine: 'projectSave',
      value: 'conflict',
      context: { unsaved: { settings: { text: 'My edit from this tab.' } } },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Please reload the page/);
    await expect(canvas.getByRole('textbox')).toHaveValue('My edit from this tab.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(onReload).toHaveBeenCalled();
  },
};
