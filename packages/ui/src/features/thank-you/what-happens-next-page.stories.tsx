// /thank-you: 'What Happens Next' with its four-step timeline and the way home.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhatHappensNextPage } from './what-happens-next-page';

const meta = {
  title: 'Marketing/WhatHappensNextPage',
  render: () => <WhatHappensNextPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What Happens Next' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Contact SubmittedDone',
      'Schedule Meeting',
      'Platform Demo',
      'Start Creating',
    ]);
    await expect(canvas.getByText(/reaches out within 24 hours/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  },
};
