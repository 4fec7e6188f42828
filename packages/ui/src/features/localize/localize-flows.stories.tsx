// /localize flows in Chromium with the real wizard and job poll over pretend calls: the whole
// journey (choose a video, transcribe with the upload's bar, edit a word, pick French by keyboard,
// localize, the job's stages in the overlay, the Result step, /library after the redirect delay);
// Back; a refused job whose text clears; a failed job shown on step 2; 'Localize Another Video'
// clearing everything; a file that is not a video.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import type { CreateLocalizationJobInput } from '@twin/machines/localize';
import { expect, fn, screen, userEvent as directUserEvent, waitFor, within } from 'storybook/test';
import { storyLocalizeMachine, type StoryLocalizeOptions } from '../../storybook/localize-fake-machines';
import {
  storyLocalizationLanguages,
  storyLocalizeFiles,
  storyTranscription,
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
