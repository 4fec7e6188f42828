// /privacy: the ten sections with the statements of spec part 1 §9.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyContactEmail } from '../../storybook/site-fixtures';
import { PrivacyPolicyPage } from './privacy-policy-page';

const meta = {
  title: 'Marketing/PrivacyPolicyPage',
  render: () => <PrivacyPolicyPage contactEmail={storyContactEmail} lastUpdated="November 2026" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const sections = canvasElement.querySelectorAll('article > section');
    await expect(sections).toHaveLength(10);
    const text = canvasElement.textContent ?? '';
    for (const statement of [
      'GDPR',
      'hosted and processed in the European Union',
      'kept for 3 years after your account is closed',
      'Voice models are deleted within 30 days',
      'Generated content is retained for 90 days',
      'We answer every privacy request within 30 days',
      'not intended for anyone under 16',
      'recordings of 10-50 minutes',
      'Cookies',
    ]) {
      await expect(text).toContain(statement);
    }
    await expect(canvas.getAllByRole('link', { name: storyContactEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${storyContactEmail}`,
    );
  },
};
