// /localize flows in Chromium with the real wizard and job poll over pretend calls: the whole
// journey (choose a video, transcribe with the upload's bar, edit a word, pick French by keyboard,
// localize, the job's stages in the overlay, the Result step, /library after the redirect delay);
// Back; a refused job whose text clears; a failed job shown on step 2; 'Localize Another Video'
// clearing everything; a file that is not a video. Ours (issue 25): timed rows split at the cursor by keyboard,
// merged back, corrected, 'Review translation' and an edited translation, all sent with the job.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import type { CreateLocalizationJobInput } from '@twin/machines/localize';
import { expect, fn, screen, userEvent as directUserEvent, waitFor, within } from 'storybook/test';
import { storyLocalizeMachine, type StoryLocalizeOptions } from '../../storybook/localize-fake-machines';
import {
  storyLocalizationLanguages,
  storyLocalizeFiles,
  storyRowTranslations,
  storyTranscription,
  storyTranscriptRows,
} from '../../storybook/localize-fixtures';
import { LocalizeScreen } from './localize-screen';

const goToLibrary = fn();
const jobRequests: CreateLocalizationJobInput[] = [];

function LocalizeFlow(options: StoryLocalizeOptions) {
  const [machine] = React.useState(() =>
    storyLocalizeMachine({ goToLibrary, onCreateJob: (input) => jobRequests.push(input), ...options }),
  );
  const wizard = useActorRef(machine, { input: { languages: storyLocalizationLanguages } });
  const snapshot = useSelector(wizard, (state) => state);
  return <LocalizeScreen snapshot={snapshot} send={wizard.send} mediaSrc={(src) => src} />;
}

const meta = {
  title: 'Localize/Flows',
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const flow = (options: StoryLocalizeOptions = {}): Story => ({
  render: () => <LocalizeFlow {...options} />,
});

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Step 1 → 2: choose the lecture and transcribe it. */
async function chooseAndTranscribe(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.upload(canvas.getByLabelText('Choose a video file'), [storyLocalizeFiles.lecture]);
  await expect(await canvas.findByLabelText('Preview: tides-lecture.mp4')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Transcribe Video' }));
  const overlay = await screen.findByRole('dialog', { name: 'Video Localization' });
  await expect(within(overlay).getByRole('status')).toHaveTextContent('Extracting and transcribing audio...');
  const text = await canvas.findByRole('textbox', { name: 'Transcription' }, { timeout: 3000 });
  await expect(text).toHaveValue(storyTranscription);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return text;
}

/** The whole journey, the language picked by keyboard. */
export const LocalizeAVideo: Story = {
  ...flow(),
  play: async ({ canvas, userEvent }) => {
    goToLibrary.mockClear();
    jobRequests.length = 0;
    const text = await chooseAndTranscribe(canvas, userEvent);
    await userEvent.clear(text);
    await userEvent.type(text, 'Hello everyone. Today we learn about the tides.');

    const picker = canvas.getByRole('button', { name: /Target language/ });
    await expect(picker).toHaveTextContent('Spanish');
    picker.focus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search language' });
    await expect(search).toHaveAttribute('placeholder', 'Search language...');
    await waitFor(() => expect(search).toHaveFocus());
    await expect(screen.getAllByRole('option')).toHaveLength(21);
    await userEvent.type(search, 'fre');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Frenchfr']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('French'));
    await expect(picker).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Localize Video' }));
    const overlay = await screen.findByRole('dialog', { name: 'Video Localization' });
    const status = within(overlay).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Localization job created! Processing your video...'),
    );
    await waitFor(() => expect(status).toHaveTextContent('Synthesizing speech...'));
    await expect(jobRequests).toEqual([
      {
        videoFile: 'upload-1',
        sourceLanguage: 'auto',
        targetLanguage: 'fr',
        sourceText: 'Hello everyone. Today we learn about the tides.',
      },
    ]);

    await expect(
      await canvas.findByText('Localization completed! Redirecting to Library...', {}, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'download',
      'localized_tides-lecture_fr.mp4',
    );
    await expect(goToLibrary).not.toHaveBeenCalled();
    await waitFor(() => expect(goToLibrary).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

/** Back from step 2 keeps the chosen video. */
export const BackToUpload: Story = {
  ...flow(),
  play: async ({ canvas, userEvent }) => {
    await chooseAndTranscribe(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByLabelText('Preview: tides-lecture.mp4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transcribe Video' })).toBeEnabled();
  },
};

/** A refused job: 'Failed to create localization job: …', cleared after a while (5 s in the app). */
export const RefusedJob: Story = {
  ...flow({ refuseJob: 'This needs 42 credits; 10 are left.' }),
  play: async ({ canvas, userEvent }) => {
    await chooseAndTranscribe(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Localize Video' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Failed to create localization job: This needs 42 credits; 10 are left.',
    );
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole('textbox', { name: 'Transcription' })).toHaveValue(storyTranscription);
  },
};

/** A job that fails: its text on step 2, which stays editable. */
export const FailedJob: Story = {
  ...flow({ failJob: 'The built-in voice cannot speak Hindi yet. Please choose another language.' }),
  play: async ({ canvas, userEvent }) => {
    await chooseAndTranscribe(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Localize Video' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Localization failed: The built-in voice cannot speak Hindi yet. Please choose another language.',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
  },
};

/** 'Localize Another Video' clears every input and stays on the page. */
export const LocalizeAnother: Story = {
  ...flow(),
  play: async ({ canvas, userEvent }) => {
    goToLibrary.mockClear();
    await chooseAndTranscribe(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Localize Video' }));
    const again = await waitFor(() => canvas.getByRole('button', { name: 'Localize Another Video' }), {
      timeout: 3000,
    });
    await userEvent.click(again);
    await expect(canvas.getByRole('button', { name: 'Transcribe Video' })).toBeDisabled();
    await expect(canvas.queryByLabelText(/Preview/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(goToLibrary).not.toHaveBeenCalled();
  },
};

/** A file that is not a video is refused; the transcription stays unavailable. */
export const NotAVideo: Story = {
  ...flow(),
  play: async ({ canvas }) => {
    await directUserEvent.upload(canvas.getByLabelText('Choose a video file'), [storyLocalizeFiles.notes], {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a video file.');
    await expect(canvas.getByRole('button', { name: 'Transcribe Video' })).toBeDisabled();
  },
};

/** Timed rows: split one at the cursor by keyboard, merge it back, correct one, review and edit a translation. */
export const EditRowsAndReviewTranslation: Story = {
  ...flow({ withRows: true }),
  play: async ({ canvas, userEvent }) => {
    jobRequests.length = 0;
    await userEvent.upload(canvas.getByLabelText('Choose a video file'), [storyLocalizeFiles.lecture]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transcribe Video' }));
    const third = await canvas.findByRole('textbox', { name: 'Sentence 3' }, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Split the third row after 'towards it,' by keyboard: the cursor stays in its box while the button is used.
    const at = storyTranscriptRows[2]!.text.indexOf(' and');
    third.focus();
    (third as HTMLTextAreaElement).setSelectionRange(at, at);
    canvas.getByRole('button', { name: 'Split at cursor (sentence 3)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Sentence 3' })).toHaveValue(
      'The moon pulls the water towards it,',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sentence 4' })).toHaveValue(
      'and the earth turns underneath.',
    );

    // Merge them back; correct the first row.
    await userEvent.click(canvas.getByRole('button', { name: 'Merge with next (sentence 3)' }));
    await expect(canvas.queryByRole('textbox', { name: 'Sentence 4' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Sentence 3' })).toHaveValue(
      storyTranscriptRows[2]!.text,
    );
    const first = canvas.getByRole('textbox', { name: 'Sentence 1' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Hi everyone.');

    // The review's overlay is the state story Reviewing's; here its answer is what matters.
    await userEvent.click(canvas.getByRole('button', { name: 'Review translation' }));
    const translation = await canvas.findByRole(
      'textbox',
      { name: 'Translation of sentence 1' },
      { timeout: 3000 },
    );
    await expect(translation).toHaveValue('[es] Hi everyone.');
    await expect(canvas.getByRole('textbox', { name: 'Translation of sentence 2' })).toHaveValue(
      storyRowTranslations[1],
    );
    await userEvent.clear(translation);
    await userEvent.type(translation, 'Hola a todas.');

    await userEvent.click(canvas.getByRole('button', { name: 'Localize Video' }));
    await waitFor(() => expect(jobRequests).toHaveLength(1));
    await expect(jobRequests[0]!.segments).toEqual([
      { ...storyTranscriptRows[0], text: 'Hi everyone.', translation: 'Hola a todas.' },
      { ...storyTranscriptRows[1], translation: storyRowTranslations[1] },
      { ...storyTranscriptRows[2], translation: storyRowTranslations[2] },
    ]);
  },
};
