// CreditRing stories: each colour band (under 60% used, above 60% orange, above 80% red), unlimited
// plans, and the tooltip and accessible name that state the credits and percentage remaining.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { CreditRing } from './credit-ring';

const meta = {
  title: 'Components/CreditRing',
  component: CreditRing,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { used: 0, total: 3600, size: 48 },
} satisfies Meta<typeof CreditRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, userEvent }) => {
    const ring = canvas.getByRole('button', { name: '3,600 of 3,600 credits · 100% remaining' });
    await expect(ring).toHaveAttribute('data-tone', 'default');
    await userEvent.hover(ring);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '3,600 of 3,600 credits · 100% remaining',
    );
  },
};

export const UnderSixtyPercentUsed: Story = {
  args: { used: 2160 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: '1,440 of 3,600 credits · 40% remaining' }),
    ).toHaveAttribute('data-tone', 'default');
  },
};

export const AboveSixtyPercentUsedIsOrange: Story = {
  args: { used: 2400 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: '1,200 of 3,600 credits · 33% remaining' }),
    ).toHaveAttribute('data-tone', 'warning');
  },
};

export const AboveEightyPercentUsedIsRed: Story = {
  args: { used: 3200 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: '400 of 3,600 credits · 11% remaining' }),
    ).toHaveAttribute('data-tone', 'danger');
  },
};

export const AllUsed: Story = {
  args: { used: 3600 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '0 of 3,600 credits · 0% remaining' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('0 of 3,600 credits · 0% remaining');
  },
};

export const Unlimited: Story = {
  args: { used: 5400, total: -1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unlimited credits' })).toBeVisible();
  },
};
