// One lint setup for the whole monorepo: typescript-eslint's recommended rules, React hooks, and the
// direction of imports between packages and apps (docs/ARCHITECTURE.md, "Direction of imports").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importDirectionPlugin, readWorkspacePackages } from './scripts/import-direction-rule.mjs';

const root = import.meta.dirname;
// Every workspace package and the subpaths its package.json "exports" declare: any other subpath
// of a package (its `/src/` files above all) is a deep import and fails, in every folder.
const packages = readWorkspacePackages(root);
const apps = Object.entries(packages).filter(([, pkg]) => pkg.dir.startsWith('apps/'));

const anythingOfOurs = (name) => ({ pattern: '^@twin/', message: `${name} imports nothing of ours.` });
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const packageName = (name) => `^${escape(name)}(/|$)`;

// "No feature imports a sibling feature" (docs/ARCHITECTURE.md, layout): under each `base`, a file in one
// feature folder imports no other feature folder (by a relative path, or through `alias`). The folders
// in `shared` are no features but what every feature may use; `allow` lists every other exception, and
// this is the only place that lists them.
const siblingFeatures = [
  {
    base: 'packages/ui/src/features',
    alias: '@twin/ui/features',
    allow: [
      {
        from: ['landing', 'privacy', 'questionnaire', 'enterprise-contact', 'thank-you'],
        to: ['site'],
        why: 'the public-site pages share the site frame: header, footer, page, section heading, form parts.',
      },
      {
        files: '\\.stories\\.tsx$',
        to: ['app-layout', 'dashboard', 'auth'],
        why: 'a story may show its screen where the studio puts it: in the shell, after sign-in, after logout.',
      },
    ],
  },
  {
    base: 'apps/server/src',
    // Infrastructure, not features: the admin command line (features register their commands in it),
    // the built apps and API docs plugins, users and tokens and media links (auth), credits, data,
    // engines, files, HTTP, jobs, media tools, start-up, the test helpers every feature's tests use, and the
    // voice data (voice models, reference clips) that create-voice writes and the speech calls read.
    shared: [
      'admin',
      'apps',
      'auth',
      'credits',
      'db',
      'docs',
      'engines',
      'files',
      'http',
      'jobs',
      'media',
      'startup',
      'test-support',
      'voices',
    ],
  },
];

// Per folder: `forbidden` package names (regular expressions on the import), and `closed` when
// relative paths may not leave the folder's workspace. Relative paths into another workspace fail
// everywhere. Tests, stories and configs inside a folder are held to the same rules: nothing is
// exempt.
const importDirection = [
  {
    files: ['packages/api-client/**'],
    closed: true,
    forbidden: [anythingOfOurs('@twin/api-client (the contract)')],
  },
  {
    files: ['packages/machines/**'],
    closed: true,
    forbidden: [
      {
        pattern: '^@twin/(?!timeline/headless$)',
        message:
          '@twin/machines imports nothing of ours but the timeline machine (@twin/timeline/headless, a package published alone).',
      },
      {
        pattern: '^(react|react-dom|@xstate/react)(/|$)',
        message:
          'machines are plain XState; React bindings (createActorContext, hooks) live in ui and the apps.',
      },
    ],
  },
  {
    files: ['packages/timeline/**'],
    closed: true,
    forbidden: [anythingOfOurs('@twin/timeline (a publishable package)')],
  },
  {
    files: ['packages/ui/**'],
    forbidden: [
      {
        pattern: packageName('@twin/api-client'),
        message: 'ui never imports api-client; the app passes data and callbacks in.',
      },
    ],
  },
  ...apps.map(([name, { dir }]) => ({
    files: [`${dir}/**`],
    forbidden: apps
      .filter(([other]) => other !== name)
      .map(([other]) => ({ pattern: packageName(other), message: 'an app never imports another app.' })),
  })),
];

export default tseslint.config(
  {
    // Generated folders: builds, caches, data and migrations.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.tmp/**',
      '**/data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  // Outside any listed folder (e2e, scripts, .storybook, root configs) only the "exports" and
  // relative-path checks apply; each folder's block below replaces these options for its files.
  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    plugins: { twin: importDirectionPlugin },
    rules: { 'twin/import-direction': ['error', { root, packages, features: siblingFeatures }] },
  },
  ...importDirection.map(({ files, closed = false, forbidden }) => ({
    files,
    rules: {
      'twin/import-direction': ['error', { root, packages, closed, forbidden, features: siblingFeatures }],
    },
  })),
);
