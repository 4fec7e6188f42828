// Input stories: the plain, read-only, invalid and disabled looks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { 'aria-label': 'Email', placeholder: 'you@example.com' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'maya@northwind.studio');
    await expect(input).toHaveValue('maya@northwind.studio');
  },
};

export const ReadOnly: Story = { args: { readOnly: true, value: 'maya@northwind.studio' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'maya@' } };

export const Disabled: Story = { args: { disabled: true } };
