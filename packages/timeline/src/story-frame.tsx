// Stories only: the padding every timeline story page is drawn in.
import type { Decorator } from '@storybook/react-vite';

export const paddedFrame: Decorator = (Story) => (
  <div style={{ padding: 24 }}>
    <Story />
  </div>
);
