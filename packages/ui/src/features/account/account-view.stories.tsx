// AccountView stories: read-only details with Member Since in long US format, plan usage, the
// hidden-by-default plan grid (upgrade and Enterprise contact), and the upgrade outcomes; the
// password form, storage by kind and the credits history (issue 26).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  creditsHistorySample,
  samplePlans,
  sampleUser,
  storageSamples,
  usageSamples,
} from '../../storybook/account-fixtures';
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

export const StorageAndCreditsHistory: Story = {
  args: { storage: storageSamples.inUse, creditsHistory: creditsHistorySample },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your files take 415 MB.')).toBeVisible();
    const kinds = canvas.getByRole('list', { name: 'Storage by kind' });
    await expect(kinds).toHaveTextContent('Voice recordings14 files · 46 MB');
    await expect(kinds).toHaveTextContent('Localized videos1 file · 25 MB');
    // A kind holding nothing is left out.
    await expect(kinds).not.toHaveTextContent('Timeline audio');
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Speech · Welcome to the spring course…');
    await expect(rows[1]).toHaveTextContent('14 credits—');
    await expect(rows[3]).toHaveTextContent('Localization · Lesson 3 in Spanish');
    await expect(rows[3]).toHaveTextContent('Failed95 credits95 credits');
  },
};

/** Issue 25: a canceled localization keeps what it spent; the rest came back. */
export const CreditsHistoryCanceled: Story = {
  args: {
    storage: storageSamples.inUse,
    creditsHistory: [
      {
        id: 'z2',
        kind: 'localization',
        title: 'Lesson 4 in Spanish',
        status: 'canceled',
        created_at: '2026-11-27T09:30:00.000Z',
        cost: 40,
        refund: 28,
      },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Localization · Lesson 4 in Spanish');
    await expect(rows[1]).toHaveTextContent('Canceled40 credits28 credits');
  },
};

export const NothingStoredOrSpent: Story = {
  args: { storage: storageSamples.empty, creditsHistory: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no stored files yet.')).toBeVisible();
    await expect(canvas.getByText('Nothing has used credits yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ChangePassword: Story = {
  args: { onChangePassword: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Change password' });
    const submit = canvas.getByRole('button', { name: 'Change Password' });
    await expect(form).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old-secret');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New Password'), 'new-secret');
    await userEvent.click(submit);
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    await expect(canvas.getByLabelText('Current Password')).toHaveValue('');
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
  },
};

export const ChangePasswordBusy: Story = {
  args: {
    onChangePassword: fn(),
    profileStatus: { kind: 'saving', text: 'Changing your password...' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new-secret');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};
