// Vitest project 'marketing': the site's glue in Node — the shared-schema rules against the machines'
// defaults, the submit and booking calls, the draft, and every page rendered to HTML.
import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __SITE_CONTACT_EMAIL__: JSON.stringify('enterprise@twinstudio.ai') },
  test: { name: 'marketing', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
