// Global story setup: the design tokens, a light/dark toolbar switch, accessibility checks that
// fail a story on any violation, routing-free links, and play functions that wait for states.
import type { Decorator, Preview } from '@storybook/react-vite';
import { LinkProvider, type AppLinkProps } from '@twin/ui/components';
import '@twin/ui/styles.css';
import { configure } from 'storybook/test';

// A play function's findBy/waitFor waits for a state for up to 5 s (testing-library's 1 s is a frame or two on a
// busy machine); a story that passes is no slower for it.
configure({ asyncUtilTimeout: 5_000 });

type Theme = 'light' | 'dark';

/** Puts the theme class on <html> so portals (dialogs, tooltips, toasts) follow it too. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  return <Story />;
};

/** Stories have no router: internal links keep their href but do not leave the story. */
function StoryLink({ onClick, ...props }: AppLinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const withStoryLinks: Decorator = (Story) => (
  <LinkProvider component={StoryLink}>
    <Story />
  </LinkProvider>
);

const preview: Preview = {
  decorators: [withStoryLinks, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
