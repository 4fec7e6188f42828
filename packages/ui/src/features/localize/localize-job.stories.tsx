// The localization job poll: a story per reachable state, resolved from parameters.machineState
// and shown on the /localize page as the wizard shows it — waiting and checking under the overlay
// (the job's progress text, or 'Processing...'), completed on the Result step with its notice,
// redirected, failed on step 2 with its text, the failure cleared, and the 15-minute notice.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { localizeJobView, type LocalizeJobSnapshot } from '@twin/machines/localize/localize-job';
import { localizeJobMessages } from '@twin/machines/localize/localize-job';
import { storyLocalizedVideo, storyTranscribedContext } from '../../storybook/localize-fixtures';
import { machineState, resolveMachineState, snapshotFromParameters } from '../../storybook/machine-state';
import { LocalizeScreen } from './localize-screen';

const jobCreated = 'Localization job created! Processing your video...';

/** The wizard as it follows the poll in this state. */
function wizardFollowing(job: LocalizeJobSnapshot) {
  const view = localizeJobView(job);
  const following = { ...storyTranscribedContext, jobId: job.context.jobId, job: view };
  if (job.matches('polling')) {
    return resolveMachineState('localize', 'localizing.processing', { ...following, notice: jobCreated });
  }
  if (job.matches('completed') || job.matches('redirected')) {
    return resolveMachineState('localize', 'localizing.result', { ...following, notice: view.notice });
  }
  if (job.matches('failed')) {
    return resolveMachineState('localize', 'localizing.failed', { ...following, error: view.error });
  }
  // The poll ended without a result: the wizard is back on step 2 (with the time-out notice).
  return resolveMachineState('localize', 'edit.editing', {
    ...storyTranscribedContext,
    notice: job.matches('timedOut') ? localizeJobMessages.timedOut : null,
  });
}

async function overlayText(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Video Localization' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog).getByRole('status');
}

const meta = {
  title: 'Localize/Job states',
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  render: function Render(_args, { parameters }) {
    return (
      <LocalizeScreen
        snapshot={wizardFollowing(snapshotFromParameters(parameters, 'localizeJob'))}
        send={fn()}
        mediaSrc={(src) => src}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first answer the overlay keeps the 'job created' line. */
export const Waiting: Story = {
  parameters: { machineState: machineState({ machine: 'localizeJob', value: 'polling.waiting' }) },
  play: async () => {
    await expect(await overlayText()).toHaveTextContent(jobCreated);
  },
};

export const WaitingWithProgress: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'polling.waiting',
      context: { checks: 1, progressText: 'Translating sentence 2 of 5...' },
    }),
  },
  play: async () => {
    await expect(await overlayText()).toHaveTextContent('Translating sentence 2 of 5...');
  },
};

export const Checking: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'polling.checking',
      context: { checks: 1, progressText: 'Processing...' },
    }),
  },
  play: async () => {
    await expect(await overlayText()).toHaveTextContent('Processing...');
  },
};

export const Completed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'completed',
      context: { checks: 3, result: storyLocalizedVideo, notice: localizeJobMessages.completed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Localization completed! Redirecting to Library...')).toBeVisible();
    await expect(canvas.getByLabelText('Localized video')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Redirected: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'redirected',
      context: { checks: 3, result: storyLocalizedVideo, notice: localizeJobMessages.completed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'download',
      'localized_tides-lecture_es.mp4',
    );
  },
};

export const Failed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'failed',
      context: { checks: 2, error: localizeJobMessages.failedWith(null) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Localization failed: Unknown error');
  },
};

export const FailureCleared: Story = {
  parameters: {
    machineState: machineState({ machine: 'localizeJob', value: 'failureCleared', context: { checks: 2 } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
  },
};

export const TimedOut: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'timedOut',
      context: { checks: 299, progressText: 'Processing...', notice: localizeJobMessages.timedOut },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Processing is taking longer than expected. Please check your Library page in a few minutes.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
