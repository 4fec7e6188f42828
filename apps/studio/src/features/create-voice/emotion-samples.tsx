// The emotion samples under the quick clone (hidden modes only): the five sample types, the total
// recorded so far, and the sample-recording modal with its own recorder (5–30 s, stops at 30 s).
import { useCallback, useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { type EmotionSampleType } from '@twin/machines/emotion-sample';
import { recorderPresets } from '@twin/machines/recorder';
import {
  EmotionSampleDialog,
  EmotionSamplesSection,
  emotionSampleTitle,
  type PlaybackBinding,
} from '@twin/ui/features/create-voice';
import { api } from '../../lib/api';
import { studioVoiceMachines as machines } from './studio-voice-machines';
import { loadSamplesDuration } from './voice-page-data';

export function EmotionSamples({ playback }: { playback: PlaybackBinding }) {
  const [totalSeconds, setTotalSeconds] = useState<number | null>(null);
  const [savedTypes, setSavedTypes] = useState<EmotionSampleType[]>([]);
  const [recording, setRecording] = useState<{ key: number; type: EmotionSampleType } | null>(null);

  const refreshTotal = useCallback(() => {
    void loadSamplesDuration(api).then(setTotalSeconds);
  }, []);
  useEffect(refreshTotal, [refreshTotal]);

  return (
    <>
      <EmotionSamplesSection
        totalSeconds={totalSeconds}
        savedTypes={savedTypes}
        onRecord={(type) => setRecording({ key: Date.now(), type })}
      />
      {recording ? (
        <EmotionSampleRun
          key={recording.key}
          sampleType={recording.type}
          playback={playback}
          onSaved={(type) => {
            setSavedTypes((types) => (types.includes(type) ? types : [...types, type]));
            refreshTotal();
          }}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </>
  );
}

function EmotionSampleRun({
  sampleType,
  playback,
  onSaved,
  onClose,
}: {
  sampleType: EmotionSampleType;
  playback: PlaybackBinding;
  onSaved: (type: EmotionSampleType) => void;
  onClose: () => void;
}) {
  const sampleRef = useActorRef(machines.emotionSample, {
    input: { sampleType, title: emotionSampleTitle(sampleType) },
  });
  const recorderRef = useActorRef(machines.recorder, { input: recorderPresets.emotionSample });
  useEffect(() => {
    const subscription = sampleRef.on('emotionSample.saved', (event) => onSaved(event.sampleType));
    return () => subscription.unsubscribe();
  }, [sampleRef, onSaved]);
  return (
    <EmotionSampleDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      emotionSample={{ snapshot: useSelector(sampleRef, (s) => s), send: sampleRef.send }}
      recorder={{ snapshot: useSelector(recorderRef, (s) => s), send: recorderRef.send }}
      playback={playback}
    />
  );
}
