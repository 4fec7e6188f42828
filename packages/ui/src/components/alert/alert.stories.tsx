// Alert stories: information, error (announced as an alert) and success.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { expect } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    variant: 'info',
    children: [
      <InfoIcon key="icon" aria-hidden />,
      <span key="text">Your invitation includes 3,600 credits.</span>,
    ],
  },
};

export const ErrorAlert: Story = {
  args: {
    variant: 'error',
    children: [<CircleAlertIcon key="icon" aria-hidden />, <span key="text">Please fill in all fields</span>],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    children: [<CircleCheckIcon key="icon" aria-hidden />, <span key="text">Plan upgrade initiated!</span>],
  },
};
