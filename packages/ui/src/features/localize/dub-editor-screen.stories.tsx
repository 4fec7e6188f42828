// The dubbing editor ("Edit dub", issue 25): a story per reachable state, resolved from parameters.machineState —
// loading, a failed load with Try again, the segments ready (one edited, Regenerate open on it only), starting and
// regenerating with the progress text, a failed regeneration in the server's words, and reloading after the new
// result with its notice and the player asked again. Keyboard: the box and Regenerate are reached with Tab.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dubEditorMessages } from '@twin/machines/localize/dub-editor';
import { dubEditorWalkChecks } from '@twin/machines/testing';
import { storyDubSegments, storyDubVideoSrc, storyEditedDrafts } from '../../storybook/dub-editor-fixtures';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { DubEditorScreen, dubEditorTexts } from './dub-editor-screen';
import { LocalizeResultStep } from './localize-result-step';

const meta = {
  title: 'Localize/Dub editor',
  args: { send: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  render: function Render(args, { parameters }) {
    return (
      <DubEditorScreen
        snapshot={snapshotFromParameters(parameters, 'dubEditor')}
        send={args.send}
        videoSrc={storyDubVideoSrc}
      />
    );
  },
} satisfies Meta<{ send: ReturnType<typeof fn> }>;

export default meta;
type Story = StoryObj<typeof meta>;

const regenerateButton = (canvas: ReturnType<typeof within>, number: number) =>
  canvas.getByRole('button', { name: `${dubEditorTexts.regenerate} sentence ${number}` });

export const Loading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dubEditor',
      value: 'loading',
      context: { segments: [], drafts: {} },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(dubEditorTexts.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dubEditor',
      value: 'loadFailed',
      context: { segments: [], drafts: {}, error: dubEditorMessages.loadFailed },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(dubEditorMessages.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: dubEditorTexts.retry }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'editor.retry' });
  },
};

/** Each segment: original, translation in its box, the fit; Regenerate closed until the box changes. */
export const Ready: Story = {
  parameters: { machineState: machineState({ machine: 'dubEditor', value: 'ready' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyDubSegments[0]!.text)).toBeVisible();
    await expect(canvas.getByText('Spoken 1.12× faster')).toBeVisible();
    await expect(canvas.getByText('Fits as spoken')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: dubEditorTexts.translationLabel(2) })).toHaveValue(
      storyDubSegments[1]!.translation,
    );
    await expect(regenerateButton(canvas, 2)).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: dubEditorTexts.translationLabel(2) }), '!');
    await expect(args.send).toHaveBeenCalledWith(expect.objectContaining({ type: 'segment.edit', index: 1 }));
  },
};

/** The second sentence edited: its Regenerate opens, reached with the keyboard. */
export const ReadyEdited: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dubEditor',
      value: 'ready',
      context: { drafts: storyEditedDrafts },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(regenerateButton(canvas, 1)).toBeDisabled();
    const button = regenerateButton(canvas, 2);
    await expect(button).toBeEnabled();
    canvas.getByRole('textbox', { name: dubEditorTexts.translationLabel(2) }).focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'segment.regenerate', index: 1 });
  },
};

export const ReadyAfterAFailure: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dubEditor',
      value: 'ready',
      context: { drafts: storyEditedDrafts, error: dubEditorWalkChecks.failed.errorMessage },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(dubEditorWalkChecks.failed.errorMessage);
    await expect(regenerateButton(canvas, 2)).toBeEnabled();
  },
};

const running = {
  drafts: storyEditedDrafts,
  regeneratingIndex: 1,
  regenerationId: 'regen-1',
  progressText: dubEditorMessages.speaking,
};

export const Starting: Story = {
  parameters: { machineState: machineState({ machine: 'dubEditor', value: 'starting', context: running }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(dubEditorMessages.speaking);
    await expect(regenerateButton(canvas, 2)).toBeDisabled();
  },
};

export const RegeneratingWaiting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dubEditor',
      value: 'regenerating.waiting',
      context: { ...running, checks: 1, progressText: 'Mixing the new sentence in...' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mixing the new sentence in...');
    await expect(regenerateButton(canvas, 2)).toHaveAttribute('aria-busy', 'true');
  },
};

export const RegeneratingChecking: Story = {
  parameters: {
    machineState: machineState({ machine: 'dubEditor', value: 'regenerating.checking', context: running }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(dubEditorMessages.speaking);
  },
};

/** The new result is in: the notice, and the player asks for the video again. */
export const Reloading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'dubEditor',
      value: 'reloading',
      context: { drafts: storyEditedDrafts, notice: dubEditorMessages.regenerated, resultVersion: 1 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(dubEditorMessages.regenerated);
    await expect(canvas.getByLabelText(dubEditorTexts.player)).toHaveAttribute(
      'src',
      `${storyDubVideoSrc}&v=1`,
    );
  },
};

/** The wizard's Result step opens the editor of its job ('Edit dub'). */
export const OpenedFromTheResultStep: Story = {
  render: () => (
    <LocalizeResultStep
      result={{ src: storyDubVideoSrc, downloadName: 'localized_Sun Lesson_es.mp4' }}
      notice={null}
      mediaSrc={(src) => src}
      onReset={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: dubEditorTexts.openEditor }),
    ).toHaveAttribute('href', '/localize?dub=job-1');
  },
};
