// How It Works (spec part 1 §2): three cards — Clone Your Voice, Upload Your Video, Generate Content.
import { AudioLinesIcon, ClapperboardIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../site/section-heading';

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const howItWorksSteps: readonly Step[] = [
  {
    title: 'Clone Your Voice',
    text: 'Record or upload about three minutes of speech. After you record your consent and the voice matches it, we train a voice model that sounds like you.',
    icon: AudioLinesIcon,
  },
  {
    title: 'Upload Your Video',
    text: 'Upload or record a short clip of yourself talking to the camera. It becomes the face of your twin.',
    icon: ClapperboardIcon,
  },
  {
    title: 'Generate Content',
    text: 'Write a script, arrange the speech on a timeline and get a lip-synced video of you presenting it.',
    icon: SparklesIcon,
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works" className="scroll-mt-20 border-t bg-sidebar">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 lg:py-24">
        <SectionHeading
          id="how-it-works"
          eyebrow="Three steps"
          title="How It Works"
          lead="From your first recording to finished videos, without a studio or a film crew."
        />
        <ol className="grid gap-5 md:grid-cols-3">
          {howItWorksSteps.map(({ title, text, icon: Icon }, index) => (
            <li
              key={title}
              className="relative grid content-start gap-4 rounded-2xl border bg-surface p-6 shadow-xs sm:p-7"
            >
              <div className="flex items-center justify-between">
                <span
                  aria-hidden
                  className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
                >
                  <Icon className="size-5" />
                </span>
                <span aria-hidden className="text-sm font-semibold text-subtle-foreground tabular-nums">
                  0{index + 1}
                </span>
              </div>
              <h3 className="text-lg font-semibold tracking-tight text-foreground">{title}</h3>
              <p className="text-[15px] leading-relaxed text-subtle-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
