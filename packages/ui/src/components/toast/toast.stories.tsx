// Toast stories: raising a toast through `toast()` and dismissing it; the viewport is a portal-like
// region at the page's corner, so query `screen`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster } from './toaster';
import { toast } from './use-toast';

function ToastDemo() {
  return (
    <>
      <div className="flex gap-3">
        <Button
          variant="outline"
          onClick={() =>
            toast({
              title: 'Voice saved',
              description: 'Studio voice is ready to use.',
              variant: 'success',
              duration: 60_000,
            })
          }
        >
          Save voice
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({
              title: 'Upload failed',
              description: 'The file could not be read.',
              variant: 'error',
              duration: 60_000,
            })
          }
        >
          Fail upload
        </Button>
      </div>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAndDismisses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save voice' }));
    await waitFor(() => expect(screen.getByText('Studio voice is ready to use.')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Studio voice is ready to use.')).not.toBeInTheDocument());
  },
};

export const ErrorToast: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail upload' }));
    await waitFor(() => expect(screen.getByText('The file could not be read.')).toBeVisible());
  },
};
