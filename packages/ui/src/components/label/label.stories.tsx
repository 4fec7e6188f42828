// Label stories: clicking the label focuses its control.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { Label } from './label';

const meta = {
  title: 'Components/Label',
  component: Label,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithControl: Story = {
  render: () => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="label-story-name">Display name</Label>
      <Input id="label-story-name" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Display name'));
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
  },
};
