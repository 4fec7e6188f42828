// ProCloneScreen stories: every reachable state of the proClone machine (parameters.machineState)
// with the recorder and playback as the page shows them, and flows through the real machines with
// a pretend microphone and server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recorderPresets } from '@twin/machines/create-voice/recorder';
import { audioFileMessages } from '@twin/machines/shared';
import { consentWalkChallenge, consentWalkPassed } from '@twin/machines/testing';
import { useActorRef, useSelector } from '@xstate/react';
import * as React from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { bindingOf, storyBinding } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import {
  storyConsentMachine,
  storyPlaybackMachine,
  storyProCloneMachine,
  storyRecorderMachine,
} from '../../../storybook/create-voice-fake-machines';
import {
  storyLargeFile,
  storyReferenceLanguages,
  storyTake,
  storyUploadFile,
} from '../../../storybook/create-voice-fixtures';
import { ProCloneScreen } from './pro-clone-screen';

const recordedSample = {
  source: 'recording' as const,
  audio: storyTake.audio,
  name: 'Pro Clone',
  durationSeconds: 154,
};
const uploadedSample = {
  source: 'upload' as const,
  audio: storyUploadFile,
  name: storyUploadFile.name,
  durationSeconds: 171,
};

const meta = {
  title: 'Voice/ProCloneScreen',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    const proClone = bindingOf(snapshotFromParameters(parameters, 'proClone'));
    const context = proClone.snapshot.context;
    const recorder = context.recording
      ? storyBinding('recorder', 'recorded', { elapsedSeconds: 154, recording: storyTake })
      : storyBinding('recorder', 'idle');
    const consent = context.consentId
      ? storyBinding('consent', 'passed', { record: consentWalkPassed })
      : storyBinding('consent', 'challenge.ready', { challenge: consentWalkChallenge });
    return (
      <div className="mx-auto max-w-3xl">
        <ProCloneScreen
          referenceLanguages={storyReferenceLanguages}
          proClone={proClone}
          recorder={recorder}
          playback={storyBinding('playback', 'idle')}
          consent={consent}
          successShownAbove={parameters.successShownAbove === true}
        />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** proClone `editing`: the record tab, named 'Pro Clone', Create Voice disabled. */
export const Editing: Story = {
  parameters: { machineState: machineState({ machine: 'proClone', value: 'editing' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Voice Name')).toHaveValue('Pro Clone');
    await expect(canvas.getByRole('button', { name: 'Create Voice' })).toBeDisabled();
    await expect(canvas.getByText('Please record or upload a voice sample first.')).toBeVisible();
  },
};

/** proClone `editing` with a recorded take and a language: ready to create. */
export const EditingReadyToCreate: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'editing',
      context: { recording: recordedSample, referenceLanguage: 'en', consentId: consentWalkPassed.id },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Consent recorded')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Reference Language' })).toHaveTextContent('English');
    await expect(canvas.getByRole('button', { name: 'Create Voice' })).toBeEnabled();
  },
};

/** proClone `editing` on the upload tab: drag and drop or click. */
export const EditingUploadTab: Story = {
  parameters: {
    machineState: machineState({ machine: 'proClone', value: 'editing', context: { tab: 'upload' } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MP3, WAV, M4A, OGG · 2 to 3 minutes · up to 200MB')).toBeVisible();
    await expect(canvas.getByLabelText('Choose an audio file')).toHaveAttribute('type', 'file');
  },
};

/** proClone `editing` with an accepted file: Play/Pause and Upload Different File. */
export const EditingWithUpload: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'editing',
      context: { tab: 'upload', upload: uploadedSample, referenceLanguage: 'ja', name: 'Maya · Japanese' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Play studio-reference.wav' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload Different File' })).toBeVisible();
  },
};

/** proClone `editing` after a refused file. */
export const EditingFileRefused: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'editing',
      context: { tab: 'upload', error: audioFileMessages.proTooShort },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Audio too short. Please upload at least 2 minutes of audio.',
    );
  },
};

/** proClone `checkingFile`: the file's duration is being read. */
export const CheckingFile: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'checkingFile',
      context: { tab: 'upload', pendingFile: storyLargeFile },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reading podcast-episode.mp3...')).toBeVisible();
  },
};

/** proClone `saving`: 'Saving pro voice clone...', the upload bar, Create Voice disabled. */
export const Saving: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'saving',
      context: {
        recording: recordedSample,
        referenceLanguage: 'en',
        notice: 'Saving pro voice clone...',
        uploadProgress: 42,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saving pro voice clone...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByRole('button', { name: 'Create Voice' })).toBeDisabled();
  },
};

/** proClone `saved`: 'Pro voice clone saved successfully!' */
export const Saved: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'saved',
      context: {
        recording: recordedSample,
        referenceLanguage: 'en',
        notice: 'Pro voice clone saved successfully!',
        uploadProgress: 100,
        saved: { modelId: 'model-1', jobId: 'job-1' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pro voice clone saved successfully!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Another Voice' })).toBeEnabled();
    // The hint spoke of the voice about to be made; the page's banners follow the made one.
    await expect(canvas.queryByText(/it takes a few minutes/)).not.toBeInTheDocument();
  },
};

/** proClone `saved` under a success banner (training complete, voice created): its notice gives way (issue 26). */
export const SavedUnderASuccessBanner: Story = {
  parameters: {
    ...Saved.parameters,
    successShownAbove: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Another Voice' })).toBeEnabled();
    await expect(canvas.queryByText('Pro voice clone saved successfully!')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/it takes a few minutes/)).not.toBeInTheDocument();
  },
};

/** proClone `editing`: the hint says how long the voice takes, before it is made. */
export const EditingHint: Story = {
  parameters: {
    machineState: machineState({
      machine: 'proClone',
      value: 'editing',
      context: { recording: recordedSample, referenceLanguage: 'en', consentId: 'consent-1' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your voice is prepared on the server; it takes a few minutes.'),
    ).toBeVisible();
  },
};

/** The page's wiring of the four machines, as the studio does it. */
function ProCloneFlow({ consentHeard = true }: { consentHeard?: boolean }) {
  const proCloneRef = useActorRef(storyProCloneMachine, { input: {} });
  const [consentMachine] = React.useState(() => storyConsentMachine({ hears: consentHeard }));
  const consentRef = useActorRef(consentMachine, { input: {} });
  const recorderRef = useActorRef(storyRecorderMachine, { input: recorderPresets.proClone });
  const playbackRef = useActorRef(storyPlaybackMachine);
  React.useEffect(() => {
    const subscription = recorderRef.on('recorder.recorded', ({ recording }) =>
      proCloneRef.send({ type: 'recording.use', recording }),
    );
    const consented = consentRef.on('consent.passed', ({ consentId }) =>
      proCloneRef.send({ type: 'consent.use', consentId }),
    );
    return () => {
      subscription.unsubscribe();
      consented.unsubscribe();
    };
  }, [recorderRef, proCloneRef, consentRef]);
  const proClone = useSelector(proCloneRef, (snapshot) => snapshot);
  const recorder = useSelector(recorderRef, (snapshot) => snapshot);
  const playback = useSelector(playbackRef, (snapshot) => snapshot);
  const consent = useSelector(consentRef, (snapshot) => snapshot);
  return (
    <div className="mx-auto max-w-3xl">
      <ProCloneScreen
        referenceLanguages={storyReferenceLanguages}
        proClone={{ snapshot: proClone, send: proCloneRef.send }}
        recorder={{ snapshot: recorder, send: recorderRef.send }}
        playback={{ snapshot: playback, send: playbackRef.send }}
        consent={{ snapshot: consent, send: consentRef.send }}
      />
    </div>
  );
}

/** Opens the reference-language picker (its list is portalled out of the canvas) and picks `name`. */
async function chooseLanguage(
  userEvent: { click: (element: Element) => Promise<void> },
  trigger: HTMLElement,
  name: string,
) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** Reads the consent sentence with the keyboard: Record Consent, the count-in, Stop, Submit. */
async function recordConsent(
  canvas: {
    findByRole: (role: string, options: { name: string }, wait?: { timeout: number }) => Promise<HTMLElement>;
  },
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Record Consent' }));
  const stop = await canvas.findByRole('button', { name: 'Stop' });
  await waitFor(() => expect(stop).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(stop);
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
}

export const FlowConsentRefusedThenRetry: Story = {
  render: () => <ProCloneFlow consentHeard={false} />,
  play: async ({ canvas, userEvent }) => {
    await recordConsent(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not hear the phrase. Please read it again.',
    );
    await expect(canvas.getByRole('button', { name: 'Create Voice' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: 'Stop' })).toBeVisible();
  },
};

export const FlowUploadsAndCreates: Story = {
  render: () => <ProCloneFlow />,
  play: async ({ canvas, userEvent }) => {
    await recordConsent(canvas, userEvent);
    await expect(await canvas.findByText('Consent recorded')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload' }));
    await userEvent.upload(canvas.getByLabelText('Choose an audio file'), storyUploadFile);
    await expect(await canvas.findByRole('button', { name: 'Upload Different File' })).toBeVisible();
    await expect(canvas.getByText('Please select a reference language.')).toBeVisible();
    await chooseLanguage(userEvent, canvas.getByRole('combobox', { name: 'Reference Language' }), 'English');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Voice' }));
    await expect(await canvas.findByText('Saving pro voice clone...')).toBeVisible();
    await expect(
      await canvas.findByText('Pro voice clone saved successfully!', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const FlowRefusesShortUpload: Story = {
  render: () => <ProCloneFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload' }));
    const short = new File([storyUploadFile], 'short-take.wav', { type: 'audio/wav' });
    await userEvent.upload(canvas.getByLabelText('Choose an audio file'), short);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(audioFileMessages.proTooShort);
    await expect(canvas.getByRole('button', { name: 'Create Voice' })).toBeDisabled();
  },
};

export const FlowRecordingStoppedTooEarly: Story = {
  render: () => <ProCloneFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop Early' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Recording too short. Please record for at least 2 minutes.',
    );
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Create Voice' })).toBeDisabled();
  },
};
