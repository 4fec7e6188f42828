// Transparency & Ethics (spec part 1 §1, §2): generated audio is watermarked, and a voice is checked
// before it is cloned — worded as the check really is (issue 23: a recorded consent with a random
// phrase, the voice compared with it, and a lip-sync face compared with the camera consent's face;
// automatic, so no proof of identity); plus where the data
// lives (§9: EU hosting, GDPR).
import { FingerprintIcon, ShieldCheckIcon, WavesIcon, type LucideIcon } from 'lucide-react';
import { AppLink } from '../../components/link/app-link';
import { SectionHeading } from '../site/section-heading';

interface Safeguard {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const ethicsSafeguards: readonly Safeguard[] = [
  {
    title: 'Watermarked audio',
    text: 'Every piece of audio we generate carries a watermark, so synthetic speech can always be recognised as such.',
    icon: WavesIcon,
  },
  {
    title: 'A consent recording and a voice check before cloning',
    text: 'Before a voice is cloned, its owner records a sentence with a random phrase, on camera or with a microphone. We check that the phrase was spoken and that the voice to be cloned matches the voice in that recording. A video becomes a lip-sync face only when it shows the face seen in a camera consent. We keep the consent with the voice. These automatic checks make misuse harder; they are not proof of identity.',
    icon: FingerprintIcon,
  },
  {
    title: 'Hosted in the EU',
    text: 'Your recordings and videos are stored and processed in the European Union, under the GDPR.',
    icon: ShieldCheckIcon,
  },
];

export function EthicsSection() {
  return (
    <section aria-labelledby="ethics" className="border-t">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:py-24">
        <div className="grid content-start gap-6">
          <SectionHeading
            id="ethics"
            align="start"
            eyebrow="Responsible by design"
            title="Transparency & Ethics"
            lead="A voice is personal. The safeguards are part of the product, not an afterthought."
          />
          <p className="text-sm text-subtle-foreground">
            Read how we handle your data in our{' '}
            <AppLink
              href="/privacy"
              className="font-medium text-primary-soft-foreground underline underline-offset-4 hover:no-underline"
            >
              Privacy Policy
            </AppLink>
            .
          </p>
        </div>
        <ul className="grid gap-4">
          {ethicsSafeguards.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-5 rounded-2xl border bg-surface p-6 shadow-xs">
              <span
                aria-hidden
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground"
              >
                <Icon className="size-5" />
              </span>
              <div className="grid gap-1.5">
                <h3 className="text-base font-semibold tracking-tight text-foreground">{title}</h3>
                <p className="text-[15px] leading-relaxed text-subtle-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
