// AppLayout stories: the sidebar on wide screens (links in the spec's order, the current one
// marked), the user, the credit ring and Logout; the top bar and menu sheet on small screens.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleUser, usageSamples } from '../../storybook/account-fixtures';
import { DashboardView } from '../dashboard/dashboard-view';
import { AppLayout } from './app-layout';

const meta = {
  title: 'Views/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  args: {
    user: { username: sampleUser.username, email: sampleUser.email },
    usage: usageSamples.fresh,
    currentPath: '/dashboard',
    onLogout: fn(),
    children: <DashboardView username={sampleUser.username} />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Create Voice', '/create-voice'],
      ['Upload Video', '/video'],
      ['Text to Video', '/text-to-speech'],
      ['Localization', '/localize'],
      ['Generations', '/library'],
      ['Account', '/account'],
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(sampleUser.email)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '3,600 of 3,600 credits · 100% remaining' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const AccountIsCurrent: Story = {
  args: { currentPath: '/account', usage: usageSamples.warning, children: <p>Account page</p> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const LowCredits: Story = { args: { usage: usageSamples.danger } };

export const CreditsLoading: Story = {
  args: { usage: null, usageLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading credits');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus());
    await expect(within(menu).getAllByRole('link', { name: /./ })).toHaveLength(8);
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Generations' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
