// The emotion samples under the quick clone (hidden modes only): the five sample types, the total
// recorded so far, and the sample-recording modal with its own recorder (5–30 s, stops at 30 s).
// The page machine loads the total, spawns the modal's machines per opening and counts saved types.
import type { CreateVoicePageActorRef, CreateVoicePageContext } from '@twin/machines/create-voice';
import type { EmotionSampleActorRef } from '@twin/machines/create-voice/emotion-sample';
import type { RecorderActorRef } from '@twin/machines/create-voice/recorder';
import {
  EmotionSampleDialog,
  EmotionSamplesSection,
  emotionSampleTitle,
  type PlaybackBinding,
} from '@twin/ui/features/create-voice';
import { useBinding } from '@twin/ui/components';

export function EmotionSamples({
  page,
  context,
  playback,
}: {
  page: CreateVoicePageActorRef;
  context: CreateVoicePageContext;
  playback: PlaybackBinding;
}) {
  return (
    <>
      <EmotionSamplesSection
        totalSeconds={context.samplesTotalSeconds}
        savedTypes={context.savedSampleTypes}
        onRecord={(sampleType) =>
          page.send({ type: 'emotionSample.open', sampleType, title: emotionSampleTitle(sampleType) })
        }
      />
      {context.emotionSample && context.emotionRecorder ? (
        <EmotionSampleRun
          key={context.emotionSample.sessionId}
          sampleRef={context.emotionSample}
          recorderRef={context.emotionRecorder}
          playback={playback}
          onClose={() => page.send({ type: 'emotionSample.close' })}
        />
      ) : null}
    </>
  );
}

function EmotionSampleRun({
  sampleRef,
  recorderRef,
  playback,
  onClose,
}: {
  sampleRef: EmotionSampleActorRef;
  recorderRef: RecorderActorRef;
  playback: PlaybackBinding;
  onClose: () => void;
}) {
  return (
    <EmotionSampleDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      emotionSample={useBinding(sampleRef)}
      recorder={useBinding(recorderRef)}
      playback={playback}
    />
  );
}
