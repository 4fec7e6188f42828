// TakesPanel stories: loading, none yet, a list (play, Add to Timeline), a failed load, and Delete asking first —
// saying the clips go too for a take on the timeline. Radix renders the dialogs in a portal: query `screen`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { TakesPanel, type TakeView } from './takes-panel';

const take = (id: string, text: string, onTimeline = false): TakeView => ({
  id,
  text,
  name: text,
  voiceName: 'My voice',
  durationSeconds: 3.4,
  createdAt: '2026-11-28T07:05:00Z',
  audioUrl: '',
  onTimeline,
});

const takes = [take('t3', 'Third take.'), take('t2', 'Second take.', true), take('t1', 'First take.')];

const meta = {
  title: 'Speech/TakesPanel',
  component: TakesPanel,
  args: { takes, onAdd: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof TakesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { takes: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading takes…');
  },
};

export const Empty: Story = {
  args: { takes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your generated takes will appear here.')).toBeVisible();
  },
};

export const Listed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText(/^My voice · 0:03 · Nov 2[78], 2026/)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Timeline “Second take.”' }));
    await expect(args.onAdd).toHaveBeenCalledWith(takes[1]);
  },
};

export const LoadFailed: Story = {
  args: { takes: null, error: 'Failed to load your takes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your takes.');
  },
};

export const DeleteOnTimelineAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Second take.' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/its clips there are removed too/);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete take' }));
    await expect(args.onDelete).toHaveBeenCalledWith(takes[1]);
  },
};
