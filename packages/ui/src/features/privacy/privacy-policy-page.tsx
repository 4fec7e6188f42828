// /privacy (spec part 1 §2, §9): the static privacy policy in ten sections — GDPR, EU hosting, data
// retention (account data 3 years after closure, voice models deleted within 30 days, generated
// content 90 days), rights (requests answered within 30 days), cookies, children under 16, voice
// recordings of 10-50 minutes, and contact.
import * as React from 'react';
import { MarketingPage } from '../site/marketing-page';

export interface PrivacyPolicyPageProps {
  contactEmail: string;
  /** e.g. 'May 2025'. */
  lastUpdated: string;
}

interface PolicySection {
  id: string;
  title: string;
  body: (contactEmail: string) => React.ReactNode;
}

const list = 'grid list-disc gap-2 pl-5 marker:text-subtle-foreground';

export const privacySections: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are and this policy',
    body: () => (
      <>
        <p>
          Twin Studio provides AI voice and video generation: voice cloning, videos of you speaking, lip sync
          and localization. This policy explains what personal data we process when you visit our website,
          fill in our forms or use the studio, and what rights you have.
        </p>
        <p>
          We process personal data in accordance with the EU General Data Protection Regulation (GDPR). Twin
          Studio is the controller of the data described here.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: '2. The data we collect',
    body: () => (
      <ul className={list}>
        <li>
          Account data: your username, e-mail address, a hash of your password, your plan and credit usage.
        </li>
        <li>
          Voice recordings you provide for cloning. A voice model needs recordings of 10-50 minutes, depending
          on the quality you choose.
        </li>
        <li>Videos and scripts you upload or write, and the audio and video we generate for you.</li>
        <li>
          What you tell us in the Get Started questionnaire or the contact form: your name, e-mail, phone
          number, company and answers.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: '3. How we use your data and on what legal basis',
    body: () => (
      <ul className={list}>
        <li>
          To provide the studio you signed up for: performance of our contract with you (GDPR Art. 6(1)(b)).
        </li>
        <li>
          To answer your inquiry and prepare a meeting: steps you asked for before a contract (Art. 6(1)(b)).
        </li>
        <li>
          To keep the service secure and prevent misuse of voices: our legitimate interests (Art. 6(1)(f)).
        </li>
        <li>To clone your voice, which involves biometric data: your explicit consent (Art. 9(2)(a)).</li>
      </ul>
    ),
  },
  {
    id: 'voice-data',
    title: '4. Voice recordings and consent',
    body: () => (
      <p>
        Before a voice is cloned you record your consent, reading a sentence we show; we compare the voice in
        that recording with the voice to be cloned and keep the recording, its phrase, the check scores and
        the time with the voice. Your voice recordings and voice model are used only to generate speech for
        your account; we never use them to train models for anyone else. Audio we generate carries a watermark
        so that it can be recognised as synthetic. You can withdraw your consent and delete your voice model
        at any time.
      </p>
    ),
  },
  {
    id: 'hosting',
    title: '5. Where your data is stored',
    body: () => (
      <p>
        Your data is hosted and processed in the European Union. Where a service provider processes data on
        our behalf, it does so under a data processing agreement and within the EU. We do not sell your
        personal data.
      </p>
    ),
  },
  {
    id: 'retention',
    title: '6. How long we keep your data',
    body: () => (
      <ul className={list}>
        <li>Account data is kept for 3 years after your account is closed, then deleted.</li>
        <li>Voice models are deleted within 30 days after your account is closed.</li>
        <li>Generated content is retained for 90 days, after which it is deleted from our servers.</li>
        <li>
          Questionnaire and contact form details are kept as long as needed to answer you and follow up.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: '7. Your rights',
    body: () => (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul className={list}>
          <li>access the personal data we hold about you and receive a copy of it;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased (the right to be forgotten);</li>
          <li>restrict or object to our processing of your data;</li>
          <li>receive your data in a portable format;</li>
          <li>withdraw your consent at any time, without affecting processing before the withdrawal;</li>
          <li>lodge a complaint with a data protection supervisory authority.</li>
        </ul>
        <p>We answer every privacy request within 30 days.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: '8. Cookies and local storage',
    body: () => (
      <p>
        We use only what the service needs to work: when you sign in, your browser keeps a session token in
        its local storage so that you stay signed in. We use no advertising or tracking cookies and no
        third-party analytics. The booking calendar embedded after the questionnaire is provided by its own
        service under its own cookie policy.
      </p>
    ),
  },
  {
    id: 'children',
    title: '9. Children',
    body: () => (
      <p>
        Twin Studio is not intended for anyone under 16. We do not knowingly collect personal data from people
        under 16; if you believe a child has given us data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: '10. Contact us',
    body: (contactEmail) => (
      <p>
        For any question about this policy or to exercise your rights, write to{' '}
        <a
          href={`mailto:${contactEmail}`}
          className="font-medium text-primary-soft-foreground underline underline-offset-4 hover:no-underline"
        >
          {contactEmail}
        </a>
        . We answer within 30 days.
      </p>
    ),
  },
];

export function PrivacyPolicyPage({ contactEmail, lastUpdated }: PrivacyPolicyPageProps) {
  return (
    <MarketingPage>
      <article className="mx-auto grid max-w-3xl gap-10 px-5 pt-14 pb-20 sm:px-8 sm:pt-20">
        <header className="grid gap-3 border-b pb-8">
          <p className="text-sm font-semibold text-primary-soft-foreground">Legal</p>
          <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
            Privacy Policy
          </h1>
          <p className="text-sm text-subtle-foreground">Last updated {lastUpdated}</p>
        </header>
        <nav aria-label="Sections of this policy" className="rounded-xl border bg-sidebar p-5 sm:p-6">
          <h2 className="mb-3 text-sm font-semibold text-foreground">Contents</h2>
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
            {privacySections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-subtle-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {privacySections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="grid scroll-mt-24 gap-3">
            <h2 id={section.id} className="text-xl font-semibold tracking-tight text-foreground">
              {section.title}
            </h2>
            <div className="grid gap-3 text-[15px] leading-relaxed text-subtle-foreground">
              {section.body(contactEmail)}
            </div>
          </section>
        ))}
      </article>
    </MarketingPage>
  );
}
