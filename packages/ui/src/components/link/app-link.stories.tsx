// AppLink stories: a plain anchor by default; inside LinkProvider, the app's own link component.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppLink, LinkProvider, type AppLinkProps } from './app-link';

const meta = {
  title: 'Components/AppLink',
  component: AppLink,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    href: '/library',
    children: 'Open the library',
    className: 'text-primary-soft-foreground underline',
  },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the library' })).toHaveAttribute('href', '/library');
  },
};

function RouterLikeLink({ href, ...props }: AppLinkProps) {
  return <a href={`#${href}`} data-router-link="" {...props} />;
}

export const WithProvidedComponent: Story = {
  render: (args) => (
    <LinkProvider component={RouterLikeLink}>
      <AppLink {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open the library' });
    await expect(link).toHaveAttribute('href', '#/library');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
