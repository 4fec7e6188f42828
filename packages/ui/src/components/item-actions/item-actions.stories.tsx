// ItemActions stories (issue 26): renaming by keyboard, a refused name, deleting after the
// confirmation, a refusal's reason shown in the open dialog, the dialogs while their call runs (Saving...,
// Deleting..., nothing else to press), and Escape leaving everything as it was.
// Radix renders the dialogs in a portal: query `screen`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ItemActions } from './item-actions';

const meta = {
  title: 'Components/ItemActions',
  component: ItemActions,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    name: 'Spring lecture',
    texts: { noun: 'video' },
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ItemActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const inUse =
  'This video is being used to create a lip-sync video. You can delete it once that video is finished.';

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rename Spring lecture' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Spring lecture' })).toBeVisible();
  },
};

export const RenamesByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Rename Spring lecture' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename video' });
    const field = screen.getByRole('textbox', { name: 'Name' });
    await expect(field).toHaveValue('Spring lecture');
    await userEvent.clear(field);
    await userEvent.type(field, '  Autumn   lecture {Enter}');
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith('Autumn lecture'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RenameOpen: Story = {
  args: { defaultOpen: 'rename' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Rename video' })).toBeVisible();
    // An unchanged or empty name cannot be saved.
    await expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const RenameRefused: Story = {
  args: {
    defaultOpen: 'rename',
    onRename: fn(async () => {
      throw new Error('Names may be at most 100 characters long.');
    }),
  },
  play: async ({ userEvent }) => {
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(field, ' again');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Names may be at most 100 characters long.')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Rename video' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  args: {
    defaultOpen: 'delete',
    texts: { noun: 'voice', deleteAlso: 'Its reference recording and clips go too.' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this voice?' });
    await expect(dialog).toHaveAccessibleDescription(
      '“Spring lecture” will be deleted for good. Its reference recording and clips go too. This cannot be undone.',
    );
    // Cancel has the focus: Enter right away deletes nothing.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeletesAfterConfirming: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Spring lecture' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete video' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const DeleteRefusedWithReason: Story = {
  args: {
    defaultOpen: 'delete',
    onDelete: fn(async () => {
      throw new Error(inUse);
    }),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete video' }));
    await expect(await screen.findByText(inUse)).toBeVisible();
    await expect(screen.getByRole('alertdialog', { name: 'Delete this video?' })).toBeVisible();
  },
};

export const EscapeKeepsEverything: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Spring lecture' }));
    await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete Spring lecture' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** While the rename runs: 'Saving...', and neither Save nor Cancel can be pressed again. */
export const RenameSaving: Story = {
  args: { defaultOpen: 'rename', onRename: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ userEvent }) => {
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(field, ' (final)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** While the delete runs: 'Deleting...', and Escape does not close the dialog. */
export const Deleting: Story = {
  args: { defaultOpen: 'delete', onDelete: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete video' }));
    await expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Delete this video?' })).toBeVisible();
  },
};
