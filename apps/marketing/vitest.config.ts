// Vitest project 'marketing': the site's glue in Node — the shared-schema rules against the machines'
// defaults, the submit and booking calls, the draft, and every page rendered to HTML.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  define: { __SITE_CONTACT_EMAIL__: JSON.stringify('enterprise@twinstudio.ai') },
  resolve: {
    alias: [
      {
        find: /^@twin\/ui\/marketing\/behaviors$/,
        replacement: fromHere('../../packages/ui/src/marketing/behaviors.ts'),
      },
      { find: /^@twin\/ui\/marketing$/, replacement: fromHere('../../packages/ui/src/marketing/index.ts') },
    ],
  },
  test: { name: 'marketing', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
