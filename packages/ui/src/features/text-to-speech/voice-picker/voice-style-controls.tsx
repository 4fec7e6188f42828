// VoiceStyleControls: Voice Style Controls (spec part 2 §2, §3) for non-pro voices, which speak
// like a reference clip: a choice among the five categorized styles (default fastest), or — for a
// voice without categorized clips — among its reference samples. Native radio groups, so arrows
// move the choice. Pro voices follow Tonality and Resemblance instead, which the panel says.
import * as React from 'react';
import {
  categorizationStyles,
  type CategorizedClips,
  type SpeakingStyle,
} from '@twin/machines/create-voice/categorization';
import { Spinner } from '../../../components/spinner/spinner';
import { cn } from '../../../lib/cn';
import { speakingStyleTexts } from '../../../lib/speaking-style-texts';

export interface VoiceStyleControlsProps {
  /** 'pro' voices have no reference clip choice. */
  isPro: boolean;
  loading?: boolean;
  categorizedClips: CategorizedClips;
  referenceClipIds: readonly string[];
  styleChoice: SpeakingStyle;
  referenceClipId: string | null;
  onChooseStyle: (style: SpeakingStyle) => void;
  onChooseClip: (clipId: string) => void;
}

export function VoiceStyleControls({
  isPro,
  loading = false,
  categorizedClips,
  referenceClipIds,
  styleChoice,
  referenceClipId,
  onChooseStyle,
  onChooseClip,
}: VoiceStyleControlsProps) {
  const groupName = React.useId();
  if (isPro) {
    return (
      <p className="text-sm text-subtle-foreground">
        Pro voices are shaped by Tonality and Resemblance in their reference language, and by the emotion
        sliders in other languages.
      </p>
    );
  }
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-subtle-foreground">
        <Spinner decorative size="sm" />
        Loading voice styles...
      </p>
    );
  }
  const styled = categorizationStyles.filter((style) => categorizedClips[style] !== undefined);
  if (styled.length > 0) {
    return (
      <ChoiceGroup legend="Speaking style">
        {categorizationStyles.map((style) => (
          <Choice
            key={style}
            name={`${groupName}-style`}
            label={speakingStyleTexts[style].title}
            checked={style === styleChoice}
            disabled={categorizedClips[style] === undefined}
            onChoose={() => onChooseStyle(style)}
          />
        ))}
      </ChoiceGroup>
    );
  }
  if (referenceClipIds.length > 0) {
    return (
      <ChoiceGroup legend="Reference sample">
        {referenceClipIds.map((clipId, index) => (
          <Choice
            key={clipId}
            name={`${groupName}-clip`}
            label={`Sample ${index + 1}`}
            checked={clipId === referenceClipId}
            onChoose={() => onChooseClip(clipId)}
          />
        ))}
      </ChoiceGroup>
    );
  }
  return <p className="text-sm text-subtle-foreground">This voice has no reference samples yet.</p>;
}

function ChoiceGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-2.5 text-[13px] font-medium text-foreground">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  label,
  checked,
  disabled,
  onChoose,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="size-3.5 shrink-0 accent-[var(--color-primary)]"
      />
      {label}
    </label>
  );
}
