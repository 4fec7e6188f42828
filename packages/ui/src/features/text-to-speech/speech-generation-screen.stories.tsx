// SpeechGenerationScreen stories: every reachable state of the speechGeneration machine
// (parameters.machineState, resolved with machine.resolveState), and in `idle` each thing the page
// can show — the slider visibility rule for pro and other voices, the setup prompt, no voices, a
// failed load, the generated audio, and the spec's messages.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { SpeechGenerationEvent } from '@twin/machines/text-to-speech';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { SpeechGenerationScreen } from './speech-generation-screen';
import {
  storyGeneratedSpeech,
  storyLoadedContext,
  storyQuickVoiceContext,
  storyScript,
  storySpeechLanguages,
  storyVoices,
} from '../../storybook/text-to-speech-fixtures';

interface ScreenStoryArgs {
  send: (event: SpeechGenerationEvent) => void;
}

const meta = {
  title: 'Speech/SpeechGenerationScreen',
  args: { send: fn() },
  render: ({ send }, { parameters }) => (
    <div className="min-h-screen bg-background p-4 sm:p-6">
      <SpeechGenerationScreen
        snapshot={snapshotFromParameters(parameters, 'speechGeneration')}
        send={send}
        languages={storySpeechLanguages}
        estimateCredits={parameters.estimateCredits as ((text: string) => number) | undefined}
      />
    </div>
  ),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const generated = storyGeneratedSpeech();
const emotionSliders = ['Emotion Intensity', 'Creativity', 'Guidance Strength'];
const proSliders = ['Tonality', 'Resemblance'];

/** speechGeneration `loadingVoices`: the saved script is back; the voices are on their way. */
export const LoadingVoices: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'loadingVoices',
      context: { text: storyScript },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading voices...')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text to speak' })).toHaveValue(storyScript);
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

/** speechGeneration `loadingStyles`: a quick voice is chosen; its styles load. */
export const LoadingStyles: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'loadingStyles',
      context: { ...storyLoadedContext, selectedVoiceId: 'voice-quick' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading voice styles...')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Choose Voice/ })).toHaveTextContent('Maya Quick');
  },
};

/** speechGeneration `idle` with a pro voice in its reference language: Tonality and Resemblance. */
export const IdleProVoice: Story = {
  parameters: {
    machineState: machineState({ machine: 'speechGeneration', value: 'idle', context: storyLoadedContext }),
  },
  play: async ({ canvas, args, userEvent }) => {
    const voice = canvas.getByRole('combobox', { name: /Choose Voice/ });
    await expect(voice).toHaveTextContent('Maya Pro');
    await expect(within(voice).getByText('pro')).toBeVisible();
    for (const name of proSliders) await expect(canvas.getByRole('slider', { name })).toBeVisible();
    for (const name of emotionSliders) await expect(canvas.queryByRole('slider', { name })).toBeNull();
    await expect(canvas.getByRole('slider', { name: 'Tonality' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText(/Pro voices are shaped by Tonality/)).toBeVisible();
    canvas.getByRole('slider', { name: 'Resemblance' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.send).toHaveBeenCalledWith({
      type: 'slider.change',
      slider: 'resemblance',
      value: 1.85,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'speech.generate' });
  },
};

/** speechGeneration `idle` with a pro voice in another language: the emotion sliders. */
export const IdleProVoiceOtherLanguage: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, language: 'es' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('Spanish');
    for (const name of emotionSliders) await expect(canvas.getByRole('slider', { name })).toBeVisible();
    for (const name of proSliders) await expect(canvas.queryByRole('slider', { name })).toBeNull();
  },
};

/** speechGeneration `idle` with a quick voice: the emotion sliders and the five speaking styles. */
export const IdleQuickVoice: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: storyQuickVoiceContext,
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    for (const name of emotionSliders) await expect(canvas.getByRole('slider', { name })).toBeVisible();
    const styles = canvas.getByRole('group', { name: 'Speaking style' });
    await expect(within(styles).getByRole('radio', { name: 'Fastest' })).toBeChecked();
    await userEvent.click(within(styles).getByRole('radio', { name: 'Most Happy' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'style.choose', style: 'most_happy' });
  },
};

/** speechGeneration `idle` with a voice that has samples but no categorized styles. */
export const IdleChooseReferenceSample: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: {
        ...storyQuickVoiceContext,
        categorizedClips: {},
        referenceClipId: null,
        error: 'Please select a reference sample.',
      },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a reference sample.');
    const samples = canvas.getByRole('group', { name: 'Reference sample' });
    await userEvent.click(within(samples).getByRole('radio', { name: 'Sample 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'referenceClip.choose', clipId: 'clip-2' });
  },
};

/** speechGeneration `idle` with a ready voice that was never categorized: the setup prompt. */
export const IdleVoiceNeedsSetup: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, selectedVoiceId: 'voice-new' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complete your voice setup to use this model.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete Setup' })).toHaveAttribute(
      'href',
      '/create-voice',
    );
    await expect(canvas.queryByRole('button', { name: 'Generate' })).toBeNull();
  },
};

/** speechGeneration `idle` without any voice: 'No voice models available.' and Create Voice Model. */
export const IdleNoVoices: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { voicesNotice: 'No voice models available.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No voice models available.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Voice Model' })).toHaveAttribute(
      'href',
      '/create-voice',
    );
    await expect(canvas.getByRole('textbox', { name: 'Text to speak' })).toHaveAttribute(
      'placeholder',
      'Start typing to create speech...',
    );
  },
};

/** speechGeneration `idle` when no model is ready yet: 'No ready voice models found.' */
export const IdleNoReadyVoices: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { voicesNotice: 'No ready voice models found.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ready voice models found.')).toBeVisible();
  },
};

/** speechGeneration `idle` after the voices failed to load: 'Failed to load voice models' and a retry. */
export const IdleVoicesFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { voicesError: 'Failed to load voice models', text: storyScript },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load voice models');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'voices.reload' });
  },
};

/** speechGeneration `idle` after Generate: 'Speech generated successfully!' and the audio player. */
export const IdleGenerated: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, generated, notice: 'Speech generated successfully!' },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Speech generated successfully!')).toBeVisible();
    const player = canvas.getByRole('region', { name: 'Generated speech' });
    await expect(within(player).getByRole('button', { name: 'Play' })).toBeEnabled();
    await expect(within(player).getByRole('slider', { name: 'Playback position' })).toBeVisible();
    await expect(within(player).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Welcome-to-the-course.wav',
    );
    await userEvent.click(within(player).getByRole('button', { name: 'Add to Timeline' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'speech.addToTimeline' });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'notice.dismiss' });
  },
};

/** speechGeneration `idle` after Add to Timeline: 'Audio added to timeline!' */
export const IdleAddedToTimeline: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, generated, notice: 'Audio added to timeline!' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Audio added to timeline!')).toBeVisible();
  },
};

/** speechGeneration `idle` after a failed Generate: 'Failed to generate speech'. */
export const IdleGenerateFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, error: 'Failed to generate speech' },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to generate speech');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'error.dismiss' });
  },
};

/** speechGeneration `idle` after a pending generation could not be resent: 'Failed to resume generation'. */
export const IdleResumeFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, error: 'Failed to resume generation' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to resume generation');
  },
};

/** speechGeneration `idle` after Translate: the text replaced, 'Text translated to Spanish'. */
export const IdleTranslated: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: {
        ...storyLoadedContext,
        language: 'es',
        text: 'Bienvenidos al curso. En este primer capítulo prepararemos el estudio.',
        notice: 'Text translated to Spanish',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Text translated to Spanish')).toBeVisible();
  },
};

/** speechGeneration `idle` with a script: Generate's estimated cost beside the character count. */
export const IdleShowsGenerateCost: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, text: 'Welcome to the course.' },
    }),
    estimateCredits: (text: string) => Math.ceil(text.length / 16),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/about 2 credits \(1 per second of speech\)/)).toBeVisible();
  },
};

/** speechGeneration `idle` after Translate, the original kept: 'Show original' puts it back. */
export const IdleTranslatedShowsOriginal: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: {
        ...storyLoadedContext,
        language: 'es',
        text: 'Bienvenidos al curso.',
        originalText: 'Welcome to the course.',
        notice: 'Text translated to Spanish',
      },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show original' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'text.restoreOriginal' });
  },
};

/** speechGeneration `idle` after a translation that changed nothing: it says so, and there is no original. */
export const IdleAlreadyInLanguage: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, notice: 'The text is already in English: nothing to translate.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The text is already in English: nothing to translate.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show original' })).not.toBeInTheDocument();
  },
};

/** speechGeneration `idle` after Translate with no text: 'Please enter some text to translate'. */
export const IdleTranslateNeedsText: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: {
        voices: storyVoices,
        selectedVoiceId: 'voice-pro',
        error: 'Please enter some text to translate',
      },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter some text to translate');
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'text.translate' });
  },
};

/** speechGeneration `idle` after a failed translation: 'Translation failed'. */
export const IdleTranslateFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, error: 'Translation failed' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Translation failed');
  },
};

/** speechGeneration `generating`: Generate is busy; the last take stays playable. */
export const Generating: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'generating',
      context: { ...storyLoadedContext, generated },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Translate' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add to Timeline' })).toBeEnabled();
  },
};

/** speechGeneration `resuming`: a generation started less than 5 minutes before the reload is resent. */
export const Resuming: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'resuming',
      context: storyQuickVoiceContext,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resuming your last generation...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  },
};

/** speechGeneration `translating`: the text waits for its translation. */
export const Translating: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'translating',
      context: { ...storyLoadedContext, language: 'fr' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Translating...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Text to speak' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

const builtInEngineNote =
  "Your voice's pitch and pace, spoken by the built-in synthetic voice. Your administrator can connect a cloning engine for your real voice.";

/** speechGeneration `idle` on the built-in engine: the note under the picker speaks to creators (issue 26). */
export const IdleBuiltInEngineNote: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: { ...storyLoadedContext, speechEngine: { label: builtInEngineNote, clonesVoice: false } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(builtInEngineNote)).toBeVisible();
    await expect(canvas.queryByText(/Speech engine|espeak|not a clone\)/i)).toBeNull();
  },
};

/** speechGeneration `idle` on a cloning engine: the note says the voice is the creator's own. */
export const IdleCloningEngineNote: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechGeneration',
      value: 'idle',
      context: {
        ...storyLoadedContext,
        speechEngine: { label: 'Spoken in your own voice, cloned from your recordings.', clonesVoice: true },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spoken in your own voice, cloned from your recordings.')).toBeVisible();
  },
};
