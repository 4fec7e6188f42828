// SignupView stories: the invitation being checked, a valid one (with its grants and the form),
// invalid and missing codes (form hidden), a form error and the working state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignupView } from './signup-view';

const meta = {
  title: 'Views/SignupView',
  component: SignupView,
  tags: ['autodocs'],
  args: { codeStatus: 'valid', planTokensTotal: 3600, voiceClonesAllowed: 1, onSubmit: fn() },
} satisfies Meta<typeof SignupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Your invitation includes 3,600 credits and 1 voice clone.')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    );
    await userEvent.type(canvas.getByLabelText('Username'), 'maya');
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@northwind.studio');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'maya',
      email: 'maya@northwind.studio',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Validating: Story = {
  args: { codeStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    codeStatus: 'invalid',
    codeError: 'Invalid or expired signup code. Please contact an administrator for a valid code.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid or expired signup code.');
    await expect(canvas.queryByLabelText('Username')).not.toBeInTheDocument();
  },
};

export const Missing: Story = {
  args: {
    codeStatus: 'missing',
    codeError: 'A valid signup code is required. Please contact an administrator for access.',
  },
};

export const UnlimitedGrants: Story = {
  args: { planTokensTotal: -1, voiceClonesAllowed: -1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your invitation includes unlimited credits and unlimited voice clones.'),
    ).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Passwords do not match' } };

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  },
};
