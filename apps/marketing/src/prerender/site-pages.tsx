// The five public routes (spec part 1 §2) as pages: what each renders at build time, its title and
// description, which bundle (if any) it loads, and the island the bundle hydrates. Shared by the
// build (scripts/prerender.mjs) and the dev server (dev-pages.ts).
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { EnterpriseContactPage } from '@twin/ui/features/enterprise-contact';
import { LandingPage } from '@twin/ui/features/landing';
import { PrivacyPolicyPage } from '@twin/ui/features/privacy';
import { QuestionnairePage } from '@twin/ui/features/questionnaire';
import { WhatHappensNextPage } from '@twin/ui/features/thank-you';
import { EnterpriseContactIsland, enterpriseContactIslandId } from '../islands/enterprise-contact-island';
import { QuestionnaireIsland, questionnaireIslandId } from '../islands/questionnaire-island';
import { demoVideo, siteConfig } from '../site-config';

export type SiteEntryName = 'landing' | 'contact-form' | 'contact';

export interface SitePage {
  route: '/' | '/thank-you' | '/privacy' | '/contact-form' | '/contact';
  /** Under dist/. */
  outFile: string;
  title: string;
  description: string;
  /** The page's bundle, when it has interactive parts. */
  entry?: SiteEntryName;
  /** `/` only: a signed-in visitor goes to /dashboard. */
  redirectSignedIn?: boolean;
  /** The page's <body> content as HTML. */
  renderBody: () => string;
}

/** Static page HTML with one pre-rendered island whose container the page's bundle hydrates. */
function withIsland(
  Page: React.ComponentType<{ children: React.ReactNode }>,
  island: { id: string; element: React.ReactElement },
): string {
  const islandHtml = renderToString(island.element);
  return renderToString(
    <Page>
      <div id={island.id} dangerouslySetInnerHTML={{ __html: islandHtml }} />
    </Page>,
  );
}

export const sitePages: readonly SitePage[] = [
  {
    route: '/',
    outFile: 'index.html',
    title: 'Twin Studio — Create Your Digital Twin',
    description:
      'Clone your voice, upload a video of yourself and let your digital twin present your scripts on camera, in 30+ languages.',
    entry: 'landing',
    redirectSignedIn: true,
    renderBody: () => renderToString(<LandingPage video={demoVideo} />),
  },
  {
    route: '/thank-you',
    outFile: 'thank-you/index.html',
    title: 'What Happens Next — Twin Studio',
    description: 'Thank you for contacting Twin Studio. Here is what happens next.',
    renderBody: () => renderToString(<WhatHappensNextPage />),
  },
  {
    route: '/privacy',
    outFile: 'privacy/index.html',
    title: 'Privacy Policy — Twin Studio',
    description: 'How Twin Studio handles your personal data under the GDPR.',
    renderBody: () =>
      renderToString(
        <PrivacyPolicyPage
          contactEmail={siteConfig.contactEmail}
          lastUpdated={siteConfig.privacyLastUpdated}
        />,
      ),
  },
  {
    route: '/contact-form',
    outFile: 'contact-form/index.html',
    title: 'Get Started — Twin Studio',
    description: 'Tell us about your videos and schedule a meeting with the Twin Studio team.',
    entry: 'contact-form',
    renderBody: () =>
      withIsland(QuestionnairePage, {
        id: questionnaireIslandId,
        element: <QuestionnaireIsland />,
      }),
  },
  {
    route: '/contact',
    outFile: 'contact/index.html',
    title: 'Enterprise Contact — Twin Studio',
    description: 'Talk to the Twin Studio enterprise team about custom plans, integrations and partnerships.',
    entry: 'contact',
    renderBody: () =>
      withIsland(EnterpriseContactPage, {
        id: enterpriseContactIslandId,
        element: <EnterpriseContactIsland />,
      }),
  },
];
