// The landing page (/, spec part 1 §2) section by section, and whole: texts and claims of the spec,
// links, and the floating 'Get Started' once shown.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyDemoVideo } from '../../storybook/site-fixtures';
import { EthicsSection } from './ethics-section';
import { FloatingGetStarted } from './floating-get-started';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingPage } from './landing-page';
import { LanguagesSection, landingLanguages } from './languages-section';
import { LearningOutcomesSection } from './learning-outcomes-section';
import { MissionSection } from './mission-section';

const meta = {
  title: 'Marketing/Landing',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  render: () => <HeroSection video={storyDemoVideo} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Digital Twin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact-form');
    await expect(canvas.getByRole('button', { name: 'Watch the demo 0:16' })).toBeVisible();
  },
};

export const HowItWorks: Story = {
  render: () => <HowItWorksSection />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    for (const title of ['Clone Your Voice', 'Upload Your Video', 'Generate Content']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

export const SpeakAnyLanguage: Story = {
  render: () => <LanguagesSection />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Speak Any Language' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(landingLanguages.length);
    await expect(landingLanguages).toHaveLength(25);
  },
};

export const ImproveLearningOutcomes: Story = {
  render: () => <LearningOutcomesSection />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Improve learning outcomes' })).toBeVisible();
    await expect(canvas.getByText(/boosts retention by about 5-10%/)).toBeVisible();
    await expect(canvas.getByText(/improves retention by about 5-15%/)).toBeVisible();
  },
};

export const TransparencyAndEthics: Story = {
  render: () => <EthicsSection />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Transparency & Ethics' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Watermarked audio' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'A consent recording and a voice check before cloning' }),
    ).toBeVisible();
  },
};

export const OurMission: Story = {
  render: () => <MissionSection />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(canvas.getByText(/quality text-to-speech for smaller languages/)).toBeVisible();
  },
};

/** Shown as after one viewport of scrolling (the behaviour itself is tested in FloatingGetStartedScroll). */
export const FloatingGetStartedShown: Story = {
  render: () => (
    <div className="h-40">
      <FloatingGetStarted initiallyVisible />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeVisible();
  },
};

/** Hidden at the top; appears once the page scrolls past one viewport height, hides again above. */
export const FloatingGetStartedScroll: Story = {
  render: () => (
    <div style={{ height: '400vh' }}>
      <p className="p-8">Scroll down</p>
      <FloatingGetStarted />
    </div>
  ),
  play: async ({ canvasElement, canvas, step }) => {
    const floating = canvasElement.querySelector<HTMLElement>('[data-slot="floating-get-started"]')!;
    const view = canvasElement.ownerDocument.defaultView!;
    const settle = () =>
      new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
    await step('hidden at the top', async () => {
      view.scrollTo(0, 0);
      await settle();
      await expect(floating).toHaveAttribute('data-visible', 'false');
      await expect(canvas.queryByRole('link', { name: 'Get Started' })).toBeNull();
    });
    await step('shown past one viewport', async () => {
      view.scrollTo(0, view.innerHeight + 10);
      await settle();
      await expect(floating).toHaveAttribute('data-visible', 'true');
    });
    await step('hidden again above it', async () => {
      view.scrollTo(0, view.innerHeight - 10);
      await settle();
      await expect(floating).toHaveAttribute('data-visible', 'false');
      view.scrollTo(0, 0);
    });
  },
};

export const WholePage: Story = {
  render: () => <LandingPage video={storyDemoVideo} />,
  play: async ({ canvas }) => {
    for (const name of [
      'How It Works',
      'Speak Any Language',
      'Improve learning outcomes',
      'Transparency & Ethics',
      'Our Mission',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  },
};
