// Dialog stories: opening from its trigger, closing with Escape and the close button, and the
// left sheet used by the small-screen menu. Radix renders the dialog in a portal: query `screen`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function RenameDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename voice</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename voice</DialogTitle>
          <DialogDescription>Give this voice a name you will recognise in the library.</DialogDescription>
        </DialogHeader>
        <Field label="Name">
          <Input defaultValue="Studio voice" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const OpensAndClosesWithEscape: Story = {
  render: () => <RenameDialog />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename voice' });
    await expect(dialog).toHaveAccessibleDescription(
      'Give this voice a name you will recognise in the library.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Rename voice' })).toHaveFocus();
  },
};

export const ClosesWithCloseButton: Story = {
  render: () => <RenameDialog />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename voice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  render: () => <RenameDialog defaultOpen />,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Rename voice' })).toBeVisible());
  },
};

export const LeftSheet: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </DialogTrigger>
      <DialogContent side="left" aria-describedby={undefined} className="p-6">
        <DialogTitle>Menu</DialogTitle>
        <p className="text-sm text-subtle-foreground">
          Navigation for small screens slides in from the left.
        </p>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible());
  },
};
