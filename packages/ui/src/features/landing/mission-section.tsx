// Our Mission (spec part 1 §1, §2): quality text-to-speech for smaller languages; ends the page with
// the questionnaire link.
import { ArrowRightIcon } from 'lucide-react';
import { AppLink } from '../../components/link/app-link';
import { SectionHeading } from '../site/section-heading';

export function MissionSection() {
  return (
    <section aria-labelledby="mission" className="px-5 py-20 sm:px-8 lg:py-24">
      <div className="relative mx-auto grid max-w-6xl justify-items-center gap-8 overflow-hidden rounded-3xl bg-indigo-950 px-6 py-16 text-center shadow-lg sm:px-12 lg:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(99_102_241/0.45),transparent)]"
        />
        <SectionHeading
          id="mission"
          inverted
          eyebrow="Why we build this"
          title="Our Mission"
          lead="Natural-sounding speech exists for a handful of the world's largest languages. We are building quality text-to-speech for smaller languages too, so that teachers and creators can reach people in the language they think in."
          className="relative"
        />
        <AppLink
          href="/contact-form"
          className="relative inline-flex h-12 items-center gap-2 rounded-md bg-white px-7 text-base font-semibold text-indigo-950 shadow-sm outline-none hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-950"
        >
          Get Started
          <ArrowRightIcon aria-hidden className="size-4" />
        </AppLink>
      </div>
    </section>
  );
}
