// Speak Any Language (spec part 1 §1, §2): the listed languages a voice can be localized into; the
// marketing copy says 30+.
import { LanguagesIcon } from 'lucide-react';
import { SectionHeading } from '../site/section-heading';

/** The 25 languages the landing page lists. */
export const landingLanguages = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Swedish',
  'Norwegian',
  'Danish',
  'Finnish',
  'Icelandic',
  'Estonian',
  'Polish',
  'Czech',
  'Greek',
  'Russian',
  'Turkish',
  'Arabic',
  'Hebrew',
  'Hindi',
  'Malay',
  'Japanese',
  'Korean',
  'Chinese',
] as const;

export function LanguagesSection() {
  return (
    <section aria-labelledby="languages" className="border-t">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:py-24">
        <div className="grid gap-6">
          <span
            aria-hidden
            className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
          >
            <LanguagesIcon className="size-5" />
          </span>
          <SectionHeading
            id="languages"
            align="start"
            title="Speak Any Language"
            lead="Your twin speaks 30+ languages in your own voice. Upload a video and we transcribe, translate and dub it, ready for a new audience."
          />
        </div>
        <ul aria-label="Languages" className="flex flex-wrap gap-2 sm:gap-2.5">
          {landingLanguages.map((language) => (
            <li
              key={language}
              className="rounded-full border bg-surface px-3 py-1.5 text-[13px] font-medium text-foreground shadow-xs sm:px-4 sm:py-2 sm:text-sm"
            >
              {language}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
