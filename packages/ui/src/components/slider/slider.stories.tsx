// Slider stories: keyboard control and a range with two thumbs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Slider } from './slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { 'aria-label': 'Speed', defaultValue: [1], min: 0.5, max: 2, step: 0.1 },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('slider', { name: 'Speed' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '1');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '1.2');
  },
};

export const Range: Story = {
  args: { 'aria-label': 'Trim', defaultValue: [20, 80], min: 0, max: 100, step: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('slider', { name: 'Trim' })).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { disabled: true } };
