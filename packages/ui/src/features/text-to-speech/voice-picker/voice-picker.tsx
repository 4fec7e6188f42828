// VoicePicker: Choose Voice (spec part 2 §2) — a Radix Select of the ready voices, each with its
// type badge (quick, pro or finetuned). While the list loads it says so; when there is no voice it
// shows the machine's text and the link to Create Voice Model; a failed load offers a retry. Under it, when known,
// the server's note on what speaks, in creators' words (issue 26), e.g. 'Your voice's pitch and pace, spoken by
// the built-in synthetic voice. …' or 'Spoken in your own voice, cloned from your recordings.'.
import * as React from 'react';
import { voiceTypeOf, type SpeechVoiceModel, type SpeechVoiceType } from '@twin/machines/text-to-speech';
import { PlusIcon, RotateCwIcon } from 'lucide-react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from '../../../components/select/select';
import { Button } from '../../../components/button/button';
import { AppLink } from '../../../components/link/app-link';
import { Spinner } from '../../../components/spinner/spinner';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';

export interface VoicePickerProps {
  voices: readonly SpeechVoiceModel[];
  selectedVoiceId: string | null;
  onSelect: (voiceId: string) => void;
  /** Id of the visible heading naming the picker. */
  labelId: string;
  loading?: boolean;
  /** 'No voice models available.' / 'No ready voice models found.' */
  notice?: string | null;
  /** 'Failed to load voice models' (or the server's message). */
  error?: string | null;
  onRetry?: () => void;
  disabled?: boolean;
  createVoiceHref?: string;
  /** The server's note on what speaks (GET /api/tts/engine's label); no line when unknown. */
  engineLabel?: string | null;
}

export function VoiceTypeBadge({ type }: { type: SpeechVoiceType }) {
  return (
    <VoiceBadge tone={type === 'pro' ? 'accent' : 'neutral'} caps>
      {type}
    </VoiceBadge>
  );
}

export function VoicePicker({
  voices,
  selectedVoiceId,
  onSelect,
  labelId,
  loading = false,
  notice,
  error,
  onRetry,
  disabled,
  createVoiceHref = '/create-voice',
  engineLabel,
}: VoicePickerProps) {
  const valueId = React.useId();
  if (loading && voices.length === 0) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-subtle-foreground">
        <Spinner decorative size="sm" />
        Loading voices...
      </p>
    );
  }
  const selected = voices.find((voice) => voice.id === selectedVoiceId) ?? null;
  return (
    <div className="grid gap-3">
      {error ? (
        <div className="grid gap-2">
          <ErrorMessage text={error} />
          {onRetry ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
              <RotateCwIcon aria-hidden />
              Try Again
            </Button>
          ) : null}
        </div>
      ) : null}
      {voices.length === 0 ? (
        <div className="grid gap-3 rounded-lg border border-dashed p-4 text-sm">
          {notice ? <p className="text-subtle-foreground">{notice}</p> : null}
          <Button asChild className="justify-self-start">
            <AppLink href={createVoiceHref}>
              <PlusIcon aria-hidden />
              Create Voice Model
            </AppLink>
          </Button>
        </div>
      ) : (
        <Select value={selectedVoiceId ?? ''} onValueChange={onSelect} disabled={disabled}>
          <SelectTrigger data-slot="voice-picker" size="lg" aria-labelledby={`${labelId} ${valueId}`}>
            <span id={valueId} className="min-w-0">
              <SelectValue placeholder="Select a voice">
                {selected ? (
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate">{selected.model_name}</span>
                    <VoiceTypeBadge type={voiceTypeOf(selected)} />
                  </span>
                ) : undefined}
              </SelectValue>
            </span>
          </SelectTrigger>
          <SelectContent>
            {voices.map((voice) => (
              <SelectItem key={voice.id} value={voice.id} textValue={voice.model_name}>
                {/* The badge is part of the option's name, as it is part of what it shows. */}
                <SelectItemText>
                  <span className="flex items-center gap-2.5">
                    {voice.model_name} <VoiceTypeBadge type={voiceTypeOf(voice)} />
                  </span>
                </SelectItemText>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {engineLabel ? (
        <p data-slot="speech-engine" className="text-xs text-subtle-foreground">
          {engineLabel}
        </p>
      ) : null}
    </div>
  );
}
