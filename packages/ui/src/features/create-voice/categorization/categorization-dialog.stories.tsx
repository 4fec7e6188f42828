// Categorization stories: every reachable state of the categorization machine — the wizard in its
// dialog (portalled: checks use `screen`) and, once it ends, the page's outcome — plus a flow
// through all five steps with the real machine and a pretend server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { categorizationMessages } from '@twin/machines/create-voice/categorization';
import { useActorRef } from '@xstate/react';
import { expect, screen, waitFor } from 'storybook/test';
import {
  storyCategorizationMachine,
  storyPlaybackMachine,
} from '../../../storybook/create-voice-fake-machines';
import {
  storyChoosingContext,
  storyClipAudioUrl,
  storyReferenceClips,
} from '../../../storybook/create-voice-fixtures';
import { bindingOf, storyBinding } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { CategorizationDialog } from './categorization-dialog';
import { CategorizationOutcome } from './categorization-outcome';
import { useBinding } from '../../../lib/machine-binding';

const meta = {
  title: 'Voice/Categorization',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    const categorization = bindingOf(snapshotFromParameters(parameters, 'categorization'));
    return (
      <div className="mx-auto max-w-3xl">
        <CategorizationOutcome categorization={categorization} />
        <CategorizationDialog
          categorization={categorization}
          playback={storyBinding('playback', 'idle')}
          clipAudioUrl={storyClipAudioUrl}
        />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** categorization `loading`. */
export const Loading: Story = {
  parameters: { machineState: machineState({ machine: 'categorization', value: 'loading' }) },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Loading reference clips...')).toBeVisible());
  },
};

/** categorization `loadFailed`: 'Failed to load reference clips for categorization.' */
export const LoadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'loadFailed',
      context: { error: categorizationMessages.loadFailed },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load reference clips for categorization.',
    );
    await expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** categorization `offeringCompletion`: fewer than 4 clips. */
export const OfferingCompletion: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'offeringCompletion',
      context: { clips: storyReferenceClips.slice(0, 3) },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Not Now' })).toBeEnabled();
  },
};

/** categorization `offeringCompletion` after a failed attempt. */
export const OfferingCompletionAfterFailure: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'offeringCompletion',
      context: { clips: storyReferenceClips.slice(0, 3), error: categorizationMessages.markCompletedFailed },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to mark voice as completed. Please try again.',
    );
  },
};

/** categorization `completing`. */
export const Completing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'completing',
      context: { clips: storyReferenceClips.slice(0, 3) },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
  },
};

/** categorization `choosing`, step 1 (fastest): four options, the suggested one marked. */
export const ChoosingFirstStep: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'choosing',
      context: storyChoosingContext(0),
    }),
  },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Set Up Your Voice' })).toBeVisible());
    await expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 5 · Fastest');
    await expect(screen.getAllByRole('radio')).toHaveLength(4);
    await expect(screen.getByText('Suggested: fastest speech rate')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Play Option 1' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Refresh Clips' })).toBeEnabled();
  },
};

/** categorization `choosing`, step 3 with a clip chosen: Next is enabled. */
export const ChoosingWithChoice: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'choosing',
      context: storyChoosingContext(2, { fastest: 'clip-2', slowest: 'clip-3', most_expressive: 'clip-5' }),
    }),
  },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Suggested: most pitch variation')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** categorization `choosing`, the last step: Finish Setup; the save failed once. */
export const ChoosingLastStepAfterSaveFailure: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'choosing',
      context: {
        ...storyChoosingContext(4, {
          fastest: 'clip-2',
          slowest: 'clip-3',
          most_expressive: 'clip-5',
          most_neutral: 'clip-4',
          most_happy: 'clip-1',
        }),
        error: categorizationMessages.saveFailed,
      },
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Finish Setup' })).toBeEnabled();
    await expect(screen.getByRole('alert')).toHaveTextContent('Failed to save voice categorization.');
  },
};

/** categorization `saving`. */
export const Saving: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'saving',
      context: storyChoosingContext(4, {
        fastest: 'clip-2',
        slowest: 'clip-3',
        most_expressive: 'clip-5',
        most_neutral: 'clip-4',
        most_happy: 'clip-1',
      }),
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Finish Setup' })).toBeDisabled();
  },
};

/** categorization `configured`: 'Voice Created Successfully!' with 'Test Your Voice'. */
export const Configured: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'configured',
      context: { outcome: 'configured', notice: categorizationMessages.configured },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Voice Created Successfully!' })).toBeVisible();
    await expect(
      canvas.getByText('Voice controls configured successfully! Your voice is now ready to use.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Test Your Voice' })).toHaveAttribute(
      'href',
      '/text-to-speech',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** categorization `completed`: marked completed without emotion controls. */
export const Completed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'completed',
      context: { outcome: 'completed', notice: categorizationMessages.markedCompleted },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voice marked as completed successfully!')).toBeVisible();
  },
};

/** categorization `cancelled`: 'Categorization cancelled. Voice remains uncategorized.' */
export const Cancelled: Story = {
  parameters: {
    machineState: machineState({
      machine: 'categorization',
      value: 'cancelled',
      context: { outcome: 'cancelled', notice: categorizationMessages.declined },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Categorization cancelled. Voice remains uncategorized.',
    );
  },
};

function CategorizationFlow({ clipCount }: { clipCount: number }) {
  const categorizationRef = useActorRef(storyCategorizationMachine(storyReferenceClips.slice(0, clipCount)), {
    input: { modelId: 'model-new', modelName: 'Pro Clone' },
  });
  const playbackRef = useActorRef(storyPlaybackMachine);
  const categorization = useBinding(categorizationRef);
  const playback = useBinding(playbackRef);
  return (
    <div className="mx-auto max-w-3xl">
      <CategorizationOutcome categorization={categorization} />
      <CategorizationDialog
        categorization={categorization}
        playback={playback}
        clipAudioUrl={storyClipAudioUrl}
      />
    </div>
  );
}

export const FlowChoosesFiveStyles: Story = {
  render: () => <CategorizationFlow clipCount={6} />,
  play: async ({ canvas, userEvent }) => {
    for (let step = 1; step <= 5; step += 1) {
      await waitFor(() => expect(screen.getByText(new RegExp(`^Step ${step} of 5`))).toBeVisible());
      await userEvent.click(screen.getByRole('button', { name: 'Play Option 1' }));
      await expect(screen.getByRole('button', { name: 'Pause Option 1' })).toBeVisible();
      await userEvent.click(screen.getAllByRole('radio')[0]!);
      await userEvent.click(screen.getByRole('button', { name: step === 5 ? 'Finish Setup' : 'Next' }));
    }
    // The page outside stays aria-hidden until the dialog has gone (slower on a loaded machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { name: 'Voice Created Successfully!' })).toBeVisible();
  },
};

export const FlowDeclinesWithFewClips: Story = {
  render: () => <CategorizationFlow clipCount={3} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Not Now' }));
    // The page outside stays aria-hidden until the dialog has gone (slower on a loaded machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Categorization cancelled. Voice remains uncategorized.',
    );
  },
};
