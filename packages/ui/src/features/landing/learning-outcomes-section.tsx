// Improve learning outcomes (spec part 1 §1, §2): two cards — an instructor's face boosts retention by
// about 5-10%; native-language instruction improves it by about 5-15%.
import { GraduationCapIcon, UserRoundIcon, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../site/section-heading';

interface Outcome {
  /** Shown large, with an en dash; the sentence below states the spec's claim. */
  figure: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

export const learningOutcomes: readonly Outcome[] = [
  {
    figure: '5–10%',
    title: 'Your face on camera',
    text: 'Seeing the instructor boosts retention by about 5-10%. Your twin keeps you in every lesson, even the ones you never filmed.',
    icon: UserRoundIcon,
  },
  {
    figure: '5–15%',
    title: 'Their own language',
    text: 'Instruction in the native language improves retention by about 5-15%. Localize a course once and teach every learner in theirs.',
    icon: GraduationCapIcon,
  },
];

export function LearningOutcomesSection() {
  return (
    <section aria-labelledby="learning-outcomes" className="border-t bg-sidebar">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 lg:py-24">
        <SectionHeading
          id="learning-outcomes"
          eyebrow="For educators"
          title="Improve learning outcomes"
          lead="Learners remember more when they see their teacher and hear their own language."
        />
        <ul className="grid gap-5 md:grid-cols-2">
          {learningOutcomes.map(({ figure, title, text, icon: Icon }) => (
            <li
              key={title}
              className="grid content-start gap-5 rounded-2xl border bg-surface p-7 shadow-xs sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <p className="grid gap-1">
                  <span className="text-5xl font-semibold tracking-tight text-primary-soft-foreground">
                    +{figure}
                  </span>
                  <span className="text-sm font-medium text-subtle-foreground">retention</span>
                </p>
                <span
                  aria-hidden
                  className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
                >
                  <Icon className="size-5" />
                </span>
              </div>
              <h3 className="text-lg font-semibold tracking-tight text-foreground">{title}</h3>
              <p className="text-[15px] leading-relaxed text-subtle-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
