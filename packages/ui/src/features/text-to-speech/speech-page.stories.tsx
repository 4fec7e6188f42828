// The /text-to-speech page as the studio composes it: the speechGeneration machine (with pretend
// voices and server) running under SpeechGenerationScreen, and the embeddable timeline with its
// clips in the slot — Add to Timeline hands the generated clip to the timeline. Flows in Chromium:
// generate and add, translate, the searchable language picker and the voice dropdown by keyboard,
// a refused generation with the server's message.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { SpeechGenerationInput } from '@twin/machines/text-to-speech';
import { demoSessionClips, Timeline, useTimeline } from '@twin/timeline';
import { SpeechGenerationScreen } from './speech-generation-screen';
import { storySpeechMachine, type StorySpeechOptions } from '../../storybook/text-to-speech-fake-machines';
import { storyScript, storySpeechLanguages } from '../../storybook/text-to-speech-fixtures';

const createVideo = fn();

interface SpeechPageProps extends StorySpeechOptions {
  input?: SpeechGenerationInput;
  withClips?: boolean;
}

function SpeechPage({ input = {}, withClips = true, ...options }: SpeechPageProps) {
  const [machine] = React.useState(() => storySpeechMachine(options));
  const speech = useActorRef(machine, { input });
  const snapshot = useSelector(speech, (state) => state);
  const [defaultClips] = React.useState(() => (withClips ? demoSessionClips() : []));
  const timeline = useTimeline({ defaultClips });
  const { commands } = timeline;

  React.useEffect(() => {
    const subscription = speech.on('speechGeneration.addToTimeline', ({ clip }) => {
      commands.addAudio([{ url: clip.url, name: clip.name, duration: clip.duration, type: 'tts' }]);
    });
    return () => subscription.unsubscribe();
  }, [speech, commands]);

  return (
    <SpeechGenerationScreen
      snapshot={snapshot}
      send={speech.send}
      languages={storySpeechLanguages}
      timeline={<Timeline timeline={timeline} onCreateVideo={createVideo} />}
    />
  );
}

const meta = {
  title: 'Speech/Text to Speech page',
  component: SpeechPage,
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpeechPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write, generate in the pro voice, listen, and add the take after the session's four clips. */
export const GenerateAndAddToTimeline: Story = {
  args: { input: { savedSettings: { text: '' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('combobox', { name: /Choose Voice/ })).toHaveTextContent('Maya Pro');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text to speak' }), 'Hello from the studio');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(canvas.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(await canvas.findByText('Speech generated successfully!')).toBeVisible();
    const player = canvas.getByRole('region', { name: 'Generated speech' });
    await expect(within(player).getByText('Hello from the studio')).toBeVisible();
    await userEvent.click(within(player).getByRole('button', { name: 'Add to Timeline' }));
    await expect(await canvas.findByText('Audio added to timeline!')).toBeVisible();
    // The session ends at 12.0 s; the take is placed right after it.
    await expect(
      await canvas.findByRole('button', { name: /^Hello from the studio, 0:12\.0 to/ }),
    ).toBeVisible();
  },
};

/** Translate the saved script into French through the searchable picker, by keyboard. */
export const TranslateWithSearchablePicker: Story = {
  args: { input: { savedSettings: { text: storyScript } } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('combobox', { name: /Choose Voice/ });
    const picker = canvas.getByRole('button', { name: /Language/ });
    await expect(picker).toHaveTextContent('English');
    picker.focus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search languages' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(screen.getAllByRole('option')).toHaveLength(23);
    await userEvent.type(search, 'fre');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Frenchfr']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('French'));
    await expect(picker).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(await canvas.findByText('Text translated to French')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Text to speak' })).toHaveValue(`[fr] ${storyScript}`);
    // The notice clears after 1 second.
    await waitFor(() => expect(canvas.queryByText('Text translated to French')).toBeNull(), {
      timeout: 2500,
    });
  },
};

/** The language search narrows by name or code, and says when nothing matches. */
export const LanguageSearch: Story = {
  args: { input: {}, withClips: false },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('combobox', { name: /Choose Voice/ });
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    const search = await screen.findByRole('combobox', { name: 'Search languages' });
    await userEvent.type(search, 'sw');
    // In the spec's order (Swedish is listed before Swahili).
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Swedishsv',
      'Swahilisw',
    ]);
    await expect(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-sv$/));
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-sw$/));
    await userEvent.clear(search);
    await userEvent.type(search, 'klingon');
    await expect(screen.getByText('No languages found.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search languages' })).toBeNull());
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
  },
};

/** The language list left open on a search, so the accessibility check sees the combobox and list. */
export const LanguagePickerOpen: Story = {
  args: { input: {}, withClips: false },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('combobox', { name: /Choose Voice/ });
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search languages' }), 'en');
    await expect(screen.getByRole('listbox', { name: 'Languages' })).toBeVisible();
    await expect(screen.getByRole('option', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Switching to the quick voice by keyboard loads its styles and swaps the sliders. */
export const ChooseVoiceByKeyboard: Story = {
  args: { input: {}, withClips: false },
  play: async ({ canvas, userEvent }) => {
    const voice = await canvas.findByRole('combobox', { name: /Choose Voice/ });
    await expect(canvas.getByRole('slider', { name: 'Tonality' })).toBeVisible();
    voice.focus();
    await userEvent.keyboard('{Enter}');
    // Each voice is named with its type badge.
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Maya Pro pro',
      'Maya Quick quick',
      'Lecture Voice finetuned',
      'Studio Voice finetuned',
    ]);
    const quick = screen.getByRole('option', { name: 'Maya Quick quick' });
    // Radix shows the list once it is positioned.
    await waitFor(() => expect(within(quick).getByText('quick')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('option', { name: /Maya Pro/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(voice).toHaveTextContent('Maya Quick'));
    await expect(await canvas.findByRole('radio', { name: 'Fastest' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Emotion Intensity' })).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: 'Tonality' })).toBeNull();
  },
};

/** The server refuses (e.g. not enough credits): its message is shown, not the fallback. */
export const GenerateRefused: Story = {
  args: {
    input: { savedSettings: { text: 'A long lecture' } },
    withClips: false,
    generateError: 'Not enough credits: this needs 4 and you have 2.',
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('combobox', { name: /Choose Voice/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not enough credits: this needs 4 and you have 2.',
    );
  },
};
