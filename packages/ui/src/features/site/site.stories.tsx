// The public site's frame: the sticky header (Login, 'Start now'), the footer, and an empty page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketingPage } from './marketing-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Marketing/Site',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  render: () => <SiteHeader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/contact-form');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  },
};

export const Footer: Story = {
  render: () => <SiteFooter />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};

export const EmptyPage: Story = {
  render: () => (
    <MarketingPage>
      <div className="mx-auto max-w-3xl px-8 py-24">
        <h1 className="text-3xl font-semibold">Page content</h1>
      </div>
    </MarketingPage>
  ),
};
