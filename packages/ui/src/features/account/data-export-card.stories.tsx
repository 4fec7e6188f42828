// "Export my data" (issue 26): a story per state of the data-export machine, resolved from
// parameters.machineState — reading the latest, none yet, a refusal to start, starting, the percentage while it
// is made (waiting and checking), the download once ready and the last one's failure.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { DataExportView } from '@twin/machines/account/data-export';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { bindingOf } from '../../storybook/story-binding';
import { DataExportCard, dataExportTexts } from './data-export-card';

const making: DataExportView = {
  id: 'export-1',
  status: 'processing',
  progressPercent: 42,
  errorMessage: null,
  downloadUrl: null,
  sizeBytes: null,
  createdAt: '2026-11-28T07:00:00.000Z',
};
const ready: DataExportView = {
  ...making,
  status: 'completed',
  progressPercent: 100,
  downloadUrl: '/api/user/export/export-1/download?token=story',
  sizeBytes: 5_452_595,
};

const meta = {
  title: 'Account/Export my data',
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-3xl p-6 md:p-10">
        <Story />
      </main>
    ),
  ],
  render: function Render(_args, { parameters }) {
    return <DataExportCard binding={bindingOf(snapshotFromParameters(parameters, 'dataExport'))} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machineState: machineState({ machine: 'dataExport', value: 'loading' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: dataExportTexts.start })).toBeDisabled();
  },
};

export const NoExportYet: Story = {
  parameters: { machineState: machineState({ machine: 'dataExport', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: dataExportTexts.start })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: dataExportTexts.download })).not.toBeInTheDocument();
  },
};

export const StartRefused: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dataExport',
      value: 'idle',
      context: { error: 'Your data export is already being made. It will be ready to download soon.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your data export is already being made.');
  },
};

export const Starting: Story = {
  parameters: { machineState: machineState({ machine: 'dataExport', value: 'starting' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(dataExportTexts.starting)).toBeVisible();
    await expect(canvas.getByRole('button', { name: dataExportTexts.start })).toBeDisabled();
  },
};

export const Making: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dataExport',
      value: 'making.waiting',
      context: { export: making },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing your export... 42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  },
};

export const MakingChecking: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dataExport',
      value: 'making.checking',
      context: { export: making },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing your export... 42%')).toBeVisible();
  },
};

export const Ready: Story = {
  parameters: {
    machineState: machineState({ machine: 'dataExport', value: 'idle', context: { export: ready } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your export is ready\. \(5\.2 MB\)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: dataExportTexts.download })).toHaveAttribute(
      'href',
      ready.downloadUrl,
    );
    await expect(canvas.getByRole('button', { name: dataExportTexts.again })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dataExport',
      value: 'idle',
      context: {
        export: {
          ...making,
          status: 'failed',
          errorMessage: 'We could not make your export. Please try again.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not make your export. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: dataExportTexts.start })).toBeEnabled();
  },
};
