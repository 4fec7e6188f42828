// DashboardView stories: the greeting by username (or 'User') and the three cards with their links.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardView } from './dashboard-view';

const meta = {
  title: 'Views/DashboardView',
  component: DashboardView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { username: 'maya' },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-5xl p-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, maya' })).toBeVisible();
    await expect(canvas.getByText('What would you like to create today?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a Voice' })).toHaveAttribute(
      'href',
      '/create-voice',
    );
    await expect(canvas.getByRole('link', { name: 'Upload Video' })).toHaveAttribute('href', '/video');
    await expect(canvas.getByRole('link', { name: 'Generate Videos in 30 languages' })).toHaveAttribute(
      'href',
      '/text-to-speech',
    );
  },
};

export const WithoutUsername: Story = {
  args: { username: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, User' })).toBeVisible();
  },
};
