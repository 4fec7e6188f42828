// SpeechTestScreen flows with the pretend service and microphone (storybook/speech-test-fake-machines):
// a refused text file, then an uploaded reference, text, a slider moved by keyboard, Generate
// through processing to the result loaded in the player, and its download; a recorded reference
// from the fake microphone; a refused microphone; a failed download's hint; an unavailable service.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  storySpeechTestMachine,
  type StorySpeechTestOptions,
} from '../../storybook/speech-test-fake-machines';
import { storySpeechTestFiles, storySpeechTestText } from '../../storybook/speech-test-fixtures';
import { SpeechTestScreen } from './speech-test-screen';

function LiveSpeechTest(options: StorySpeechTestOptions) {
  // One machine for the story's life: @xstate/react hands each render's implementations to the actor.
  const [machine] = React.useState(() => storySpeechTestMachine(options));
  const actor = useActorRef(machine, { input: {} });
  const snapshot = useSelector(actor, (state) => state);
  return (
    <div className="mx-auto max-w-4xl">
      <SpeechTestScreen snapshot={snapshot} send={actor.send} />
    </div>
  );
}

const meta = {
  title: 'Speech Test/Flows',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onDownload = fn();
const onSubmit = fn();

/** Upload a reference (a text file refused first), type, move Speed by keyboard, generate, load the audio, download. */
export const UploadGenerateAndDownload: Story = {
  render: () => <LiveSpeechTest onDownload={onDownload} onSubmit={onSubmit} />,
  play: async ({ canvas }) => {
    onDownload.mockClear();
    onSubmit.mockClear();
    await expect(await canvas.findByText('API Available')).toBeVisible();
    const input = canvas.getByLabelText('Choose a reference audio file');
    await userEvent.upload(input, storySpeechTestFiles.notes, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an audio file');
    await userEvent.upload(input, storySpeechTestFiles.voice);
    await expect(await canvas.findByText('Reference: my-voice.wav')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Text'), storySpeechTestText);
    const speed = canvas.getByRole('slider', { name: 'Speed' });
    speed.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(speed).toHaveAttribute('aria-valuenow', '1.1');

    await userEvent.click(canvas.getByRole('button', { name: 'Generate Speech' }));
    await expect(await canvas.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    const audio = (await canvas.findByLabelText(
      'Generated audio',
      {},
      { timeout: 3000 },
    )) as HTMLAudioElement;
    await expect(onSubmit).toHaveBeenCalledWith({
      text: storySpeechTestText,
      ref_url: '/uploads/my-voice.wav',
      cfg_scale: 1.3,
      inference_steps: 20,
      seed: 42,
      speed: 1.1,
    });

    // The player has the generated audio ready to play. Starting it needs a real user gesture, which
    // a story's synthetic clicks are not (Chromium answers play() with NotAllowedError here).
    await waitFor(() => expect(audio.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_FUTURE_DATA));
    await expect(audio.duration).toBeCloseTo(2.4, 1);

    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

/** Record with the fake microphone: the counter runs, Stop uploads the take by itself, then generate. */
export const RecordAndGenerate: Story = {
  render: () => <LiveSpeechTest />,
  play: async ({ canvas }) => {
    await canvas.findByText('API Available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    const timer = await canvas.findByRole('timer', { name: 'Recording time' });
    await waitFor(() => expect(timer).toHaveTextContent('0:02'), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop Recording' }));
    await expect(await canvas.findByText(/^Reference: recording \(0:0\d\)$/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Text'), 'Hello.');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Speech' }));
    await expect(await canvas.findByLabelText('Generated audio', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** The microphone is refused: the spec's text, and the upload still works. */
export const MicrophoneDenied: Story = {
  render: () => <LiveSpeechTest deniedMicrophone />,
  play: async ({ canvas }) => {
    await canvas.findByText('API Available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to start recording. Please check microphone permissions.',
    );
    await expect(canvas.getByLabelText('Choose a reference audio file')).toBeEnabled();
  },
};

/** A failed download suggests the player's 'Save audio as...'. */
export const DownloadFails: Story = {
  render: () => <LiveSpeechTest failDownload />,
  play: async ({ canvas }) => {
    await canvas.findByText('API Available');
    await userEvent.upload(
      canvas.getByLabelText('Choose a reference audio file'),
      storySpeechTestFiles.voice,
    );
    await canvas.findByText('Reference: my-voice.wav');
    await userEvent.type(canvas.getByLabelText('Text'), 'Hello.');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Speech' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Download' }, { timeout: 3000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Download failed. Right-click the audio player and choose 'Save audio as...' instead.",
    );
  },
};

/** The service says it is unavailable: the badge, its reason, and Generate disabled. */
export const ServiceUnavailable: Story = {
  render: () => <LiveSpeechTest unavailable="Speech test is turned off on this server." />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'VibeVoice API is unavailable: Speech test is turned off on this server.',
    );
    await userEvent.upload(
      canvas.getByLabelText('Choose a reference audio file'),
      storySpeechTestFiles.voice,
    );
    await canvas.findByText('Reference: my-voice.wav');
    await userEvent.type(canvas.getByLabelText('Text'), 'Hello.');
    await expect(canvas.getByRole('button', { name: 'Generate Speech' })).toBeDisabled();
  },
};
