// Progress stories: the three tones and the progressbar values.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { value: 33, 'aria-label': 'Plan credits used' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Plan credits used' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  },
};

export const Warning: Story = { args: { value: 67, tone: 'warning' } };

export const Danger: Story = { args: { value: 89, tone: 'danger' } };
