// The localization job poll: a story per reachable state, resolved from parameters.machineState
// and shown on the /localize page as the wizard shows it — waiting and checking under the overlay
// (the job's progress text, or 'Processing...'), completed on the Result step with its notice,
// redirected, failed on step 2 with its text, the failure cleared, and the 15-minute notice. Ours (issue 25): the
// percentage and time left, 'Keep working' and Escape put the overlay away, Cancel, 'Canceling...', and canceled
// (step 2 with the canceled notice, the work kept).
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
  if (job.matches('polling') || job.matches('canceling')) {
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
    notice: job.matches('timedOut')
      ? localizeJobMessages.timedOut
      : job.matches('canceled')
        ? view.notice
        : null,
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
  args: { send: fn() },
  render: function Render(args, { parameters }) {
    return (
      <LocalizeScreen
        snapshot={wizardFollowing(snapshotFromParameters(parameters, 'localizeJob'))}
        send={args.send}
        mediaSrc={(src) => src}
      />
    );
  },
} satisfies Meta<{ send: ReturnType<typeof fn> }>;

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

/** Ours (issue 25): the percentage and time left; 'Keep working', Escape and Cancel reach the wizard. */
export const WaitingWithPercent: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'polling.waiting',
      context: { checks: 4, progressText: 'Generating speech (3 of 6)...', percent: 46, secondsLeft: 130 },
    }),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Video Localization' });
    await expect(within(dialog).getByRole('progressbar', { name: 'Localization' })).toHaveAttribute(
      'aria-valuenow',
      '46',
    );
    await expect(dialog).toHaveTextContent('46%');
    await expect(dialog).toHaveTextContent('About 2 minutes left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'overlay.dismiss' });
    await userEvent.keyboard('{Escape}');
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'overlay.dismiss' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'job.cancel' });
  },
};

/** Ours (issue 25): Cancel asked; the overlay says so and offers it no more. */
export const Canceling: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'canceling',
      context: { checks: 4, progressText: 'Generating speech (3 of 6)...', percent: 46 },
    }),
  },
  play: async () => {
    await expect(await overlayText()).toHaveTextContent('Canceling...');
    await expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** Ours (issue 25): canceled — step 2 again with the rows as they were and the credits notice. */
export const Canceled: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localizeJob',
      value: 'canceled',
      context: { checks: 4, percent: 46, notice: localizeJobMessages.canceled },
    }),
  },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('Canceled — your credits for the unfinished part are back.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
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
