// LoginView stories: the empty form, an error, the working state, what a submit hands over, and the link to
// the public site.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginView } from './login-view';

const meta = {
  title: 'Views/LoginView',
  component: LoginView,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@northwind.studio');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'maya@northwind.studio', password: 'secret1' });
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  },
};

/** The way back to the public site (issue 26): a plain link to /, which the server answers. */
export const LinksToThePublicSite: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Visit the Twin Studio website' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
