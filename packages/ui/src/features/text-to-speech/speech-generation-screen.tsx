// SpeechGenerationScreen: the /text-to-speech page (spec part 2 §2) from a speechGeneration
// snapshot and its send — the script and Generate, the generated audio, the page's timeline in
// the slot below, and the right panel: Choose Voice, Voice Settings (searchable language picker,
// Translate, the sliders the visibility rule shows) and Voice Style Controls. No workflow logic
// here: what is allowed, the texts and the timers are the machine's.
import * as React from 'react';
import {
  findVoice,
  isProVoice,
  needsVoiceSetup,
  visibleSpeechSliders,
  type SpeechGenerationEvent,
  type SpeechGenerationSnapshot,
} from '@twin/machines/text-to-speech';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card/card';
import { cn } from '../../lib/cn';
import { SpeechEditor } from './editor/speech-editor';
import { SpeechAudioPlayer } from './player/speech-audio-player';
import type { SpeechLanguageOption } from './settings/language-picker';
import { VoiceSettingsPanel } from './settings/voice-settings-panel';
import { VoicePicker } from './voice-picker/voice-picker';
import { VoiceStyleControls } from './voice-picker/voice-style-controls';

export interface SpeechGenerationScreenProps {
  snapshot: SpeechGenerationSnapshot;
  send: (event: SpeechGenerationEvent) => void;
  /** The 23 speech languages ({ code, name }), in the order to list them. */
  languages: readonly SpeechLanguageOption[];
  /** The page's timeline (`@twin/timeline`), shown under the script across the page. */
  timeline?: React.ReactNode;
  /** Turns the server's audioUrl into a playable URL (the studio adds the token query). */
  audioSrc?: (audioUrl: string) => string;
  /** Where Create Voice Model and Complete Setup lead (default '/create-voice'). */
  createVoiceHref?: string;
  /** Credits a text will cost to speak, estimated (the app gives the server's rule); shown beside Generate. */
  estimateCredits?: (text: string) => number;
  className?: string;
}

const asIs = (url: string) => url;

export function SpeechGenerationScreen({
  snapshot,
  send,
  languages,
  timeline,
  audioSrc = asIs,
  createVoiceHref = '/create-voice',
  estimateCredits,
  className,
}: SpeechGenerationScreenProps) {
  const { context } = snapshot;
  const idle = snapshot.matches('idle');
  const loadingVoices = snapshot.matches('loadingVoices');
  const loadingStyles = snapshot.matches('loadingStyles');
  const resuming = snapshot.matches('resuming');
  const generating = snapshot.matches('generating') || resuming;
  const translating = snapshot.matches('translating');
  const voice = findVoice(context.voices, context.selectedVoiceId);
  const setupRequired = needsVoiceSetup(voice);
  const { generated } = context;
  const chooseVoiceId = React.useId();

  return (
    <div
      data-slot="speech-generation"
      className={cn('grid w-full grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]', className)}
    >
      <div className="grid min-w-0 content-start gap-6">
        <header className="grid gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">Text to Video</h1>
          <p className="text-sm text-subtle-foreground md:text-base">
            Write your script, generate it in your voice, then arrange the takes on the timeline.
          </p>
        </header>
        <SpeechEditor
          text={context.text}
          onTextChange={(text) => send({ type: 'text.change', text })}
          onGenerate={() => send({ type: 'speech.generate' })}
          generating={generating}
          resuming={resuming}
          generateDisabled={!idle}
          readOnly={translating}
          estimatedCredits={
            estimateCredits && context.text.trim() !== '' ? estimateCredits(context.text) : null
          }
          setupRequired={setupRequired}
          setupHref={createVoiceHref}
          error={context.error}
          notice={context.notice}
          onDismissError={() => send({ type: 'error.dismiss' })}
          onDismissNotice={() => send({ type: 'notice.dismiss' })}
        />
        {generated ? (
          <SpeechAudioPlayer
            src={audioSrc(generated.audioUrl)}
            name={generated.clip.name}
            durationSeconds={generated.clip.duration}
            onAddToTimeline={() => send({ type: 'speech.addToTimeline' })}
          />
        ) : null}
      </div>

      <aside aria-label="Voice panel" className="grid content-start gap-6">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle id={chooseVoiceId}>Choose Voice</CardTitle>
          </CardHeader>
          <CardContent>
            <VoicePicker
              labelId={chooseVoiceId}
              voices={context.voices}
              selectedVoiceId={context.selectedVoiceId}
              onSelect={(voiceId) => send({ type: 'voice.select', voiceId })}
              loading={loadingVoices}
              notice={context.voicesNotice}
              error={context.voicesError}
              onRetry={idle ? () => send({ type: 'voices.reload' }) : undefined}
              disabled={!idle && !loadingStyles}
              createVoiceHref={createVoiceHref}
              engineLabel={context.speechEngine?.label}
            />
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>Voice Settings</CardTitle>
          </CardHeader>
          <CardContent>
            <VoiceSettingsPanel
              languages={languages}
              language={context.language}
              onLanguageChange={(language) => send({ type: 'language.change', language })}
              onTranslate={() => send({ type: 'text.translate' })}
              translating={translating}
              translateDisabled={!idle}
              onRestoreOriginal={
                context.originalText === null ? undefined : () => send({ type: 'text.restoreOriginal' })
              }
              sliders={context.sliders}
              visibleSliders={visibleSpeechSliders(voice, context.language)}
              onSliderChange={(slider, value) => send({ type: 'slider.change', slider, value })}
            />
          </CardContent>
        </Card>
        {voice && !setupRequired ? (
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Voice Style Controls</CardTitle>
            </CardHeader>
            <CardContent>
              <VoiceStyleControls
                isPro={isProVoice(voice)}
                loading={loadingStyles}
                categorizedClips={context.categorizedClips}
                referenceClipIds={context.referenceClipIds}
                styleChoice={context.styleChoice}
                referenceClipId={context.referenceClipId}
                onChooseStyle={(style) => send({ type: 'style.choose', style })}
                onChooseClip={(clipId) => send({ type: 'referenceClip.choose', clipId })}
              />
            </CardContent>
          </Card>
        ) : null}
      </aside>

      {timeline ? <div className="min-w-0 overflow-x-auto lg:col-span-2">{timeline}</div> : null}
    </div>
  );
}
