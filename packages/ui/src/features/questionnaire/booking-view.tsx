// 'Schedule Your Meeting' (spec part 1 §2): the external booking calendar (BOOKING_URL) in a frame,
// or — when none is configured — the contact e-mail instead of an empty frame; then Continue.
import * as React from 'react';
import { ArrowRightIcon, CalendarClockIcon, MailIcon } from 'lucide-react';
import { Button, buttonVariants } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';

export interface BookingViewProps {
  status: 'loading' | 'embedded' | 'unavailable';
  bookingUrl?: string | null;
  contactEmail?: string | null;
  onContinue: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

export function BookingView({ status, bookingUrl, contactEmail, onContinue, headingRef }: BookingViewProps) {
  return (
    <section aria-labelledby="booking-title" data-slot="booking" className="grid gap-6">
      <div className="grid gap-2">
        <h2
          id="booking-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-40 text-2xl font-semibold tracking-tight text-foreground outline-none sm:text-[1.75rem]"
        >
          Schedule Your Meeting
        </h2>
        <p className="text-[15px] text-subtle-foreground">
          Thanks for your answers. Pick a time that suits you and we will walk you through the platform.
        </p>
      </div>

      {status === 'embedded' && bookingUrl ? (
        <iframe
          src={bookingUrl}
          title="Book a meeting with the Twin Studio team"
          className="h-[680px] w-full rounded-xl border bg-surface shadow-xs"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : status === 'loading' ? (
        <div className="flex h-48 items-center justify-center gap-3 rounded-xl border bg-surface text-sm text-subtle-foreground">
          <Spinner decorative />
          <span role="status">Loading the calendar...</span>
        </div>
      ) : (
        <div className="grid justify-items-start gap-4 rounded-xl border bg-surface p-6 shadow-xs sm:p-8">
          <span
            aria-hidden
            className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
          >
            <CalendarClockIcon className="size-5" />
          </span>
          <div className="grid gap-2">
            <h3 className="text-lg font-semibold tracking-tight text-foreground">
              Our online calendar is not available here
            </h3>
            <p className="text-[15px] leading-relaxed text-subtle-foreground">
              {contactEmail ? (
                <>
                  Write to us at{' '}
                  <a
                    href={`mailto:${contactEmail}`}
                    className="font-medium text-primary-soft-foreground underline underline-offset-4 hover:no-underline"
                  >
                    {contactEmail}
                  </a>{' '}
                  with a few times that suit you. We have your answers and will reach out within 24 hours to
                  arrange the meeting.
                </>
              ) : (
                <>We have your answers and will reach out within 24 hours to arrange the meeting.</>
              )}
            </p>
          </div>
          {contactEmail ? (
            <a
              href={`mailto:${contactEmail}?subject=${encodeURIComponent('Meeting with Twin Studio')}`}
              className={cn(buttonVariants({ variant: 'outline' }))}
            >
              <MailIcon aria-hidden />
              Email us
            </a>
          ) : null}
        </div>
      )}

      <div className="flex justify-end border-t pt-6">
        <Button type="button" size="lg" onClick={onContinue} className="sm:min-w-40">
          Continue
          <ArrowRightIcon aria-hidden />
        </Button>
      </div>
    </section>
  );
}
