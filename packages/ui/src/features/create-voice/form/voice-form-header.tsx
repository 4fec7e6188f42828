// VoiceFormHeader: the card header of a voice form (pro clone, quick clone, full training) — the
// form's icon in a soft badge, its title (a heading) and one line saying what it needs.
import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { CardDescription, CardHeader, CardTitle } from '../../../components/card/card';

export interface VoiceFormHeaderProps {
  icon: LucideIcon;
  title: React.ReactNode;
  description: React.ReactNode;
}

export function VoiceFormHeader({ icon: Icon, title, description }: VoiceFormHeaderProps) {
  return (
    <CardHeader className="gap-2">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="grid gap-0.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </div>
    </CardHeader>
  );
}
