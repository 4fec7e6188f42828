// The questionnaire's last screen (spec part 1 §2): 'Thank you! We are looking forward to speaking
// with you.' and 'Go Back Home' (→ /).
import * as React from 'react';
import { CircleCheckIcon } from 'lucide-react';
import { buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';

export interface QuestionnaireThankYouProps {
  headingRef?: React.Ref<HTMLHeadingElement>;
}

export function QuestionnaireThankYou({ headingRef }: QuestionnaireThankYouProps) {
  return (
    <section
      aria-labelledby="questionnaire-thanks"
      data-slot="questionnaire-thank-you"
      className="grid justify-items-center gap-6 py-6 text-center"
    >
      <span
        aria-hidden
        className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success"
      >
        <CircleCheckIcon className="size-7" />
      </span>
      <h2
        id="questionnaire-thanks"
        ref={headingRef}
        tabIndex={-1}
        className="max-w-md scroll-mt-40 text-2xl font-semibold tracking-tight text-balance text-foreground outline-none sm:text-3xl"
      >
        Thank you! We are looking forward to speaking with you.
      </h2>
      <AppLink href="/" className={buttonVariants({ size: 'lg' })}>
        Go Back Home
      </AppLink>
    </section>
  );
}
