// The enterprise contact page's content (/contact, spec part 1 §2): information cards on the left (the
// enterprise e-mail, a response within 24 hours, a dedicated account manager) and the form on the
// right — Full Name, Email Address, Company Name, Inquiry Type, Message — whose button reads
// 'Sending...' while sending; then 'Thank You!' with 'Back to Account'. Validation is the machine's.
import * as React from 'react';
import {
  ArrowLeftIcon,
  CircleCheckIcon,
  ClockIcon,
  MailIcon,
  SendIcon,
  UserRoundCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button, buttonVariants } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { AppLink } from '../../components/link/app-link';
import { Spinner } from '../../components/spinner/spinner';
import { focusFirstInvalidField } from '../site/form/focus-first-invalid';
import { NativeSelect, Textarea } from '../site/form/textarea';
import type {
  EnterpriseContactErrors,
  EnterpriseContactField,
  EnterpriseContactForm,
} from '@twin/machines/enterprise-contact';

export interface InquiryTypeOption {
  value: string;
  label: string;
}

export interface EnterpriseContactViewProps {
  status: 'editing' | 'sending' | 'sent';
  form: EnterpriseContactForm;
  /** Shown beside the fields after a refused submit. */
  errors?: EnterpriseContactErrors;
  inquiryTypes: readonly InquiryTypeOption[];
  contactEmail: string;
  onChange: (field: EnterpriseContactField, value: string) => void;
  onSubmit: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border bg-surface p-5 shadow-xs">
      <span
        aria-hidden
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
      >
        <Icon className="size-5" />
      </span>
      <div className="grid gap-1">
        <h2 className="text-[15px] font-semibold text-foreground">{title}</h2>
        <div className="text-sm leading-relaxed text-subtle-foreground">{children}</div>
      </div>
    </li>
  );
}

function Optional() {
  return <span className="font-normal text-subtle-foreground"> (optional)</span>;
}

export function EnterpriseContactView({
  status,
  form,
  errors = {},
  inquiryTypes,
  contactEmail,
  onChange,
  onSubmit,
  headingRef,
}: EnterpriseContactViewProps) {
  const sending = status === 'sending';
  const text =
    (field: EnterpriseContactField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, event.target.value);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
      <ul aria-label="How we work with enterprise customers" className="grid content-start gap-4">
        <InfoCard icon={MailIcon} title="Email our enterprise team">
          <a
            href={`mailto:${contactEmail}`}
            className="font-medium text-primary-soft-foreground underline underline-offset-4 hover:no-underline"
          >
            {contactEmail}
          </a>
        </InfoCard>
        <InfoCard icon={ClockIcon} title="Response within 24 hours">
          Every inquiry gets an answer from a person within one working day.
        </InfoCard>
        <InfoCard icon={UserRoundCheckIcon} title="Dedicated account manager">
          One contact who knows your projects, from the first call through rollout and beyond.
        </InfoCard>
      </ul>

      <div className="rounded-2xl border bg-surface p-6 shadow-sm sm:p-8">
        {status === 'sent' ? (
          <section
            aria-labelledby="contact-thanks"
            className="grid justify-items-center gap-5 py-10 text-center"
          >
            <span
              aria-hidden
              className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success"
            >
              <CircleCheckIcon className="size-7" />
            </span>
            <h2
              id="contact-thanks"
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-40 text-2xl font-semibold tracking-tight text-foreground outline-none"
            >
              Thank You!
            </h2>
            <p className="max-w-sm text-[15px] text-subtle-foreground">
              We&apos;ve received your inquiry and will get back to you within 24 hours.
            </p>
            <AppLink href="/account" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <ArrowLeftIcon aria-hidden />
              Back to Account
            </AppLink>
          </section>
        ) : (
          <form
            noValidate
            aria-labelledby="contact-form-title"
            aria-busy={sending || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              if (sending) return;
              onSubmit();
              focusFirstInvalidField(event.currentTarget);
            }}
            className="grid gap-5"
          >
            <h2 id="contact-form-title" className="text-lg font-semibold tracking-tight text-foreground">
              Send us a message
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full Name" error={errors.name}>
                <Input
                  name="name"
                  autoComplete="name"
                  required
                  value={form.name}
                  disabled={sending}
                  onChange={text('name')}
                />
              </Field>
              <Field label="Email Address" error={errors.email}>
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={form.email}
                  disabled={sending}
                  onChange={text('email')}
                />
              </Field>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={
                  <>
                    Company Name
                    <Optional />
                  </>
                }
              >
                <Input
                  name="company"
                  autoComplete="organization"
                  value={form.company}
                  disabled={sending}
                  onChange={text('company')}
                />
              </Field>
              <Field label="Inquiry Type">
                <NativeSelect
                  name="inquiryType"
                  value={form.inquiryType}
                  disabled={sending}
                  onChange={text('inquiryType')}
                >
                  {inquiryTypes.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <Field label="Message" error={errors.message}>
              <Textarea
                name="message"
                rows={6}
                required
                value={form.message}
                disabled={sending}
                onChange={text('message')}
              />
            </Field>
            <Button type="submit" size="lg" disabled={sending} className="justify-self-start sm:min-w-44">
              {sending ? <Spinner decorative size="sm" /> : <SendIcon aria-hidden />}
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
