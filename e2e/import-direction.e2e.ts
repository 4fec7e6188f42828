// The import-direction lint rule (eslint.config.js, docs/ARCHITECTURE.md "Direction of imports"): small
// virtual files placed at real paths, linted with the repository's own config. Each upward,
// cross-app, escaping, deep or sibling-feature import is an error that fails `npm run lint`; the
// allowed ones pass.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/local-server.mjs';

const ruleId = 'twin/import-direction';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.js') });
});

async function lint(filePath: string, code: string) {
  const results = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return results.flatMap((result) => result.messages);
}

describe('import direction: refused', () => {
  const refused: [string, string, string, string][] = [
    // [why, file, code, messageId]
    [
      'ui importing api-client',
      'packages/ui/src/features/x/bad.ts',
      "import { createApiClient } from '@twin/api-client';\nexport { createApiClient };\n",
      'forbidden',
    ],
    [
      'a ui test importing api-client types',
      'packages/ui/src/features/x/bad.test.ts',
      "import type { User } from '@twin/api-client';\nexport type { User };\n",
      'forbidden',
    ],
    [
      'machines importing ui',
      'packages/machines/src/auth/bad.ts',
      "import { Button } from '@twin/ui/components';\nexport { Button };\n",
      'forbidden',
    ],
    [
      'machines importing react',
      'packages/machines/src/auth/bad.ts',
      "import { useState } from 'react';\nexport { useState };\n",
      'forbidden',
    ],
    [
      'machines reaching into ui by a relative path',
      'packages/machines/src/auth/bad.ts',
      "import { cn } from '../../../ui/src/lib/cn';\nexport { cn };\n",
      'otherWorkspace',
    ],
    [
      'machines leaving their package',
      'packages/machines/src/auth/bad.ts',
      "import { chromiumArgs } from '../../../../scripts/chromium.mjs';\nexport { chromiumArgs };\n",
      'escapes',
    ],
    [
      'api-client re-exporting machines',
      'packages/api-client/src/bad.ts',
      "export * from '@twin/machines/auth';\n",
      'forbidden',
    ],
    [
      'timeline loading ui lazily',
      'packages/timeline/src/bad.ts',
      "export const load = () => import('@twin/ui/components');\n",
      'forbidden',
    ],
    [
      'timeline importing the machines that re-export it',
      'packages/timeline/src/headless/bad.ts',
      "import { authMachine } from '@twin/machines/auth';\nexport { authMachine };\n",
      'forbidden',
    ],
    [
      'machines importing the timeline view',
      'packages/machines/src/timeline/bad.ts',
      "import { Timeline } from '@twin/timeline';\nexport { Timeline };\n",
      'forbidden',
    ],
    [
      'timeline reaching into its own sources from ui',
      'packages/ui/src/timeline/bad.ts',
      "import { cx } from '@twin/timeline/src/class-names';\nexport { cx };\n",
      'undeclared',
    ],
    [
      'studio deep-importing ui',
      'apps/studio/src/bad.ts',
      "import { cn } from '@twin/ui/src/lib/cn';\nexport { cn };\n",
      'undeclared',
    ],
    [
      'a studio story deep-importing machines',
      'apps/studio/src/bad.stories.tsx',
      "import { authMachine } from '@twin/machines/src/auth/auth.machine';\nexport { authMachine };\n",
      'undeclared',
    ],
    [
      'studio importing the server',
      'apps/studio/src/bad.ts',
      "import { buildApp } from '@twin/server';\nexport { buildApp };\n",
      'forbidden',
    ],
    [
      'marketing importing studio',
      'apps/marketing/src/bad.ts',
      "import { router } from '@twin/studio';\nexport { router };\n",
      'forbidden',
    ],
    [
      'the server reaching into studio by a relative path',
      'apps/server/src/bad.ts',
      "import { router } from '../../studio/src/app/router';\nexport { router };\n",
      'otherWorkspace',
    ],
    [
      'a ui feature importing a sibling feature',
      'packages/ui/src/features/text-to-speech/bad.tsx',
      "import { ConsentPanel } from '../create-voice/consent/consent-panel';\nexport { ConsentPanel };\n",
      'sibling',
    ],
    [
      'a ui feature importing a sibling through the package name',
      'packages/ui/src/features/video/bad.ts',
      "import { LocalizeScreen } from '@twin/ui/features/localize';\nexport { LocalizeScreen };\n",
      'sibling',
    ],
    [
      'a ui feature that is no public-site page using the site frame',
      'packages/ui/src/features/account/bad.tsx',
      "import { SiteHeader } from '../site/site-header';\nexport { SiteHeader };\n",
      'sibling',
    ],
    [
      'a ui view (not a story) putting itself in the app shell',
      'packages/ui/src/features/library/bad.tsx',
      "import { AppLayout } from '../app-layout/app-layout';\nexport { AppLayout };\n",
      'sibling',
    ],
    [
      'a server feature importing a sibling feature',
      'apps/server/src/localize/bad.ts',
      "import { videoMessages } from '../video/video-messages';\nexport { videoMessages };\n",
      'sibling',
    ],
    [
      "a server feature's test importing a sibling's repository",
      'apps/server/src/account/bad.test.ts',
      "import { createLipsyncJob } from '../video/lipsync-jobs.repository';\nexport { createLipsyncJob };\n",
      'sibling',
    ],
    [
      'a nested server workflow importing a sibling feature lazily',
      'apps/server/src/create-voice/consent/bad.ts',
      "export const load = () => import('../../text-to-speech/generate-speech');\n",
      'sibling',
    ],
    [
      'an end-to-end file reaching into ui/src',
      'e2e/bad.e2e.ts',
      "import { cn } from '../packages/ui/src/lib/cn';\nexport { cn };\n",
      'otherWorkspace',
    ],
  ];

  it.each(refused)('%s', async (_why, file, code, messageId) => {
    const messages = await lint(file, code);
    expect(messages.map((m) => [m.ruleId, m.messageId, m.severity])).toEqual([[ruleId, messageId, 2]]);
  });
});

describe('import direction: allowed', () => {
  const allowed: [string, string, string][] = [
    [
      'ui importing a machines feature export',
      'packages/ui/src/features/x/ok.ts',
      "import { authMachine } from '@twin/machines/auth';\nexport { authMachine };\n",
    ],
    [
      'studio importing the embeddable timeline',
      'apps/studio/src/ok.tsx',
      "import { Timeline } from '@twin/timeline';\nimport '@twin/timeline/styles.css';\nexport { Timeline };\n",
    ],
    [
      'machines importing the headless timeline machine',
      'packages/machines/src/timeline/ok.ts',
      "import { timelineMachine } from '@twin/timeline/headless';\nexport { timelineMachine };\n",
    ],
    [
      'machines importing xstate and their own shared folder',
      'packages/machines/src/auth/ok.ts',
      "import { setup } from 'xstate';\nimport { trimmed } from '../shared/text';\nexport { setup, trimmed };\n",
    ],
    [
      'a ui feature using components, lib and its own sub-folders',
      'packages/ui/src/features/text-to-speech/ok.tsx',
      "import { DropZone } from '../../components/drop-zone/drop-zone';\nimport { cn } from '../../lib/cn';\nimport { VoicePicker } from './voice-picker/voice-picker';\nexport { DropZone, cn, VoicePicker };\n",
    ],
    [
      'a public-site page using the site frame',
      'packages/ui/src/features/privacy/ok.tsx',
      "import { MarketingPage } from '../site/marketing-page';\nexport { MarketingPage };\n",
    ],
    [
      'a story showing its screen in the app shell, after sign-in and after logout',
      'packages/ui/src/features/account/ok.stories.tsx',
      "import { AppLayoutScreen } from '../app-layout/app-layout-screen';\nimport { DashboardView } from '../dashboard/dashboard-view';\nimport { LoginScreen } from '../auth/login-screen';\nexport { AppLayoutScreen, DashboardView, LoginScreen };\n",
    ],
    [
      'a server feature using the shared folders (auth, credits, media, voices, test-support...)',
      'apps/server/src/text-to-speech/ok.ts',
      "import { isUuid } from '../db/ids';\nimport { bearerToken } from '../auth/authenticate';\nimport { probeVideo } from '../media/probe-video';\nimport { findOwnVoiceModel } from '../voices/voice-models.repository';\nimport { fixture } from '../test-support/audio-fixtures';\nexport { isUuid, bearerToken, probeVideo, findOwnVoiceModel, fixture };\n",
    ],
    [
      'the server composition (app.ts) registering every feature',
      'apps/server/src/ok.ts',
      "import { videoPlugin } from './video/video.plugin';\nimport { localizePlugin } from './localize/localize.plugin';\nexport { videoPlugin, localizePlugin };\n",
    ],
    [
      'a nested workflow importing its own feature',
      'apps/server/src/create-voice/consent/ok.ts',
      "import { voiceMessages } from '../voice-messages';\nexport { voiceMessages };\n",
    ],
    [
      "an app's script using the repository's scripts",
      'apps/marketing/scripts/ok.mjs',
      "import { precompressDirectory } from '../../../scripts/precompress.mjs';\nexport { precompressDirectory };\n",
    ],
  ];

  it.each(allowed)('%s', async (_why, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
