// The voice list's management (issue 26): Preview on ready voices (Stop while one plays), Redo style setup on those
// already set up, Rename and Delete on every voice, each in a dialog reached by keyboard, and a refusal shown with
// its reason.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyModels, storyReferenceLanguages } from '../../../storybook/create-voice-fixtures';
import { VoiceList } from './voice-list';

const manage = () => ({
  rename: fn(async () => undefined),
  remove: fn(async () => undefined),
  togglePreview: fn(),
});

const meta = {
  title: 'Create Voice/Voice list',
  component: VoiceList,
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-6">
        <div className="max-w-3xl">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    models: storyModels,
    referenceLanguages: storyReferenceLanguages,
    onCompleteSetup: fn(),
    manage: manage(),
  },
} satisfies Meta<typeof VoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Managed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Preview Maya · Studio' })).toBeVisible();
    // A voice still being made has nothing to preview yet, but can be renamed.
    const training = canvas.getByText('Quick hello', { selector: 'p' }).closest('li')!;
    await expect(within(training).queryByRole('button', { name: /^Preview/ })).not.toBeInTheDocument();
    await expect(within(training).getByRole('button', { name: 'Rename Quick hello' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Maya · Studio' }));
    await expect(args.manage!.togglePreview).toHaveBeenCalledWith(storyModels[0]);
  },
};

/** A voice already set up can have its styles chosen again: the categorization opens for it. */
export const RedoesStyleSetup: Story = {
  args: { onCompleteSetup: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redo style setup for Maya · Studio' }));
    await expect(args.onCompleteSetup).toHaveBeenCalledWith(storyModels[0]);
    // A voice not set up yet offers Complete Setup instead; one still being made offers neither.
    await expect(
      canvas.queryByRole('button', { name: 'Redo style setup for Maya · Français' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Complete Setup for Maya · Français' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: /Redo style setup for Quick hello/ }),
    ).not.toBeInTheDocument();
  },
};

export const Previewing: Story = {
  args: { previewingId: 'model-1' },
  play: async ({ canvas }) => {
    const stop = canvas.getByRole('button', { name: 'Stop Maya · Studio' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
  },
};

export const RenamesVoice: Story = {
  args: { manage: manage() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Maya · Français' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Maya in French{Enter}');
    await waitFor(() => expect(args.manage!.rename).toHaveBeenCalledWith(storyModels[1], 'Maya in French'));
  },
};

export const DeleteRefused: Story = {
  args: {
    manage: {
      ...manage(),
      remove: fn(async () => {
        throw new Error('This voice is still being made. You can delete it once it is ready or has failed.');
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Quick hello' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this voice?' });
    await expect(dialog).toHaveAccessibleDescription(
      '“Quick hello” will be deleted for good. Its reference recording and clips go too; your takes and its ' +
        'consent record stay. This cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete voice' }));
    await expect(
      await screen.findByText(
        'This voice is still being made. You can delete it once it is ready or has failed.',
      ),
    ).toBeVisible();
  },
};
