// CreateVoiceLayout: the frame of /create-voice — the heading, the banners (training, setup,
// success), the mode choice and the active form, then the user's voices.
import * as React from 'react';
import { cn } from '../../../lib/cn';

export interface CreateVoiceLayoutProps {
  /** Training display, setup prompt, success panel, page-wide messages. */
  banners?: React.ReactNode;
  /** The mode cards, when the hidden modes are revealed. */
  modes?: React.ReactNode;
  /** The active form (pro clone by default). */
  children: React.ReactNode;
  /** Your Voices. */
  voices?: React.ReactNode;
  className?: string;
}

export function CreateVoiceLayout({ banners, modes, children, voices, className }: CreateVoiceLayoutProps) {
  return (
    <div
      data-slot="create-voice"
      className={cn('mx-auto grid w-full max-w-4xl grid-cols-1 gap-6', className)}
    >
      <header className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">
          Create Your Voice
        </h1>
        <p className="text-sm text-subtle-foreground md:text-base">
          Clone your voice once, then let your twin speak any script.
        </p>
      </header>
      {banners ? <div className="grid grid-cols-1 gap-3 empty:hidden">{banners}</div> : null}
      {modes}
      {children}
      {voices}
    </div>
  );
}
