// AccountView stories: read-only details with Member Since in long US format, plan usage, the
// hidden-by-default plan grid (upgrade and Enterprise contact), and the upgrade outcomes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePlans, sampleUser, usageSamples } from '../../storybook/account-fixtures';
import { AccountView } from './account-view';

const meta = {
  title: 'Views/AccountView',
  component: AccountView,
  tags: ['autodocs'],
  args: {
    user: sampleUser,
    usage: usageSamples.comfortable,
    plans: samplePlans,
    onUpgrade: fn(),
    onEnterpriseContact: fn(),
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-5xl p-6 md:p-10">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveValue('maya');
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('maya@northwind.studio');
    await expect(canvas.getByLabelText('Member Since')).toHaveValue('November 21, 2026');
    await expect(canvas.getByLabelText('Current Plan')).toHaveValue('Starter');
    await expect(canvas.getByRole('progressbar', { name: 'Plan credits used' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(canvas.queryByRole('heading', { name: 'Plans' })).not.toBeInTheDocument();
  },
};

export const HighUsage: Story = { args: { usage: usageSamples.danger } };

export const UnlimitedPlan: Story = {
  args: {
    usage: usageSamples.unlimited,
    user: { ...sampleUser, current_plan: 'Enterprise', voice_clones_allowed: -1 },
  },
};

export const UsageUnknown: Story = { args: { usage: null } };

export const WithPlanGrid: Story = {
  args: { showPlanGrid: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Plans' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Growth' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith('Growth');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Sales' }));
    await expect(args.onEnterpriseContact).toHaveBeenCalledOnce();
  },
};

export const UpgradePending: Story = {
  args: { showPlanGrid: true, upgradeStatus: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
  },
};

export const UpgradeSucceeded: Story = {
  args: { showPlanGrid: true, upgradeStatus: 'succeeded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plan upgrade initiated!')).toBeVisible();
  },
};

export const UpgradeFailed: Story = {
  args: { showPlanGrid: true, upgradeStatus: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upgrade plan. Please try again.');
  },
};
