// A library card in each of its looks: a lip-sync job running (its percentage and bar over the source video's
// poster), waiting at 0%, running with neither (a localization job), completed (its poster before it plays, the
// download), completed with the note when the lips could not follow, and failed with its message; issue 25's readable
// cards: a localization titled '<video name> → Spanish' with its language badge and subtitle downloads (completed and
// running), and a lip-sync titled by its video and script; issue 26's Rename and Delete (Delete only once the job
// ended).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LibraryJob } from '@twin/machines/library';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyFaceNote, storyJobPoster } from '../../storybook/library-fixtures';
import { LibraryJobCard } from './library-job-card';

const job = (overrides: Partial<LibraryJob>): LibraryJob => ({
  id: 'ls-01',
  job_type: 'lipsync',
  status: 'processing',
  result_video_path: null,
  created_at: '2026-11-24T17:00:00.000Z',
  error_message: null,
  download_name: 'lipsync_2026-11-24_ls-01.mp4',
  progress_percent: 42,
  face_note: null,
  poster_url: storyJobPoster,
  ...overrides,
});

const completed = {
  status: 'completed',
  result_video_path: '/api/videos/lipsync/ls-01/stream?token=story',
  progress_percent: 100,
} as const;

const meta = {
  title: 'Library/Job card',
  component: LibraryJobCard,
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-6">
        <div className="max-w-sm">
          <Story />
        </div>
      </div>
    ),
  ],
  args: { job: job({}), mediaSrc: (path: string) => path },
} satisfies Meta<typeof LibraryJobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: the source video's poster, dimmed, behind the spinner, its percentage and a bar. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'lipsync - processing' })).toBeVisible();
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'lipsync - processing: progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(
      canvas.getByRole('article').querySelector('[data-slot="library-job-poster"]'),
    ).toHaveAttribute('src', storyJobPoster);
  },
};

export const Pending: Story = {
  args: { job: job({ status: 'pending', progress_percent: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

/** A job the server gives no percentage or poster for (a localization job): the spinner alone. */
export const RunningWithoutPercentage: Story = {
  args: {
    job: job({ job_type: 'localization', progress_percent: undefined, poster_url: null }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'localization - processing: the video is not ready yet',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/%$/)).toBeNull();
  },
};

/** Completed: the player shows the result's poster before it plays; the download is named. */
export const Completed: Story = {
  args: { job: job(completed) },
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText('lipsync - completed video');
    await expect(video).toHaveAttribute('poster', storyJobPoster);
    await expect(canvas.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'download',
      'lipsync_2026-11-24_ls-01.mp4',
    );
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Completed, but the video had no single usable face: the result keeps its mouth, and the card says why. */
export const CompletedLipsCouldNotFollow: Story = {
  args: { job: job({ ...completed, face_note: storyFaceNote }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(storyFaceNote);
    await expect(canvas.getByLabelText('lipsync - completed video')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    job: job({
      status: 'failed',
      error_message: 'The lip-sync engine could not read the video.',
      progress_percent: 0,
      poster_url: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('The lip-sync engine could not read the video.');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const localized = job({
  ...completed,
  id: 'lz-01',
  job_type: 'localization',
  result_video_path: '/api/localization/jobs/lz-01/stream?token=story',
  poster_url: null,
  title: 'Sun Lesson → Spanish',
  language: 'Spanish',
  download_name: 'localized_Sun Lesson_es.mp4',
  subtitle_downloads: [
    {
      format: 'srt',
      track: 'translated',
      url: '/api/localization/jobs/lz-01/subtitles?token=story&format=srt&track=translated',
      file_name: 'localized_Sun Lesson_es.srt',
    },
    {
      format: 'vtt',
      track: 'translated',
      url: '/api/localization/jobs/lz-01/subtitles?token=story&format=vtt&track=translated',
      file_name: 'localized_Sun Lesson_es.vtt',
    },
    {
      format: 'srt',
      track: 'original',
      url: '/api/localization/jobs/lz-01/subtitles?token=story&format=srt&track=original',
      file_name: 'Sun Lesson_en.srt',
    },
    {
      format: 'vtt',
      track: 'original',
      url: '/api/localization/jobs/lz-01/subtitles?token=story&format=vtt&track=original',
      file_name: 'Sun Lesson_en.vtt',
    },
  ],
});

/**
 * Issue 25: a completed localization a creator can read: '<video name> → Spanish', the spec's line under it, the
 * language as a visible badge, the video's file name shown beside its download, and the subtitle downloads.
 */
export const CompletedLocalizationTitled: Story = {
  args: { job: localized },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sun Lesson → Spanish' })).toBeVisible();
    await expect(canvas.getByText('localization - completed')).toBeVisible();
    await expect(canvas.getByText('Spanish', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'download',
      'localized_Sun Lesson_es.mp4',
    );
    await expect(
      canvas.getByText('localized_Sun Lesson_es.mp4', { selector: '[data-slot="library-job-file"]' }),
    ).toBeVisible();
    const subtitles = canvas.getByRole('group', { name: 'Subtitles' });
    await expect(subtitles.querySelectorAll('a')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /^Original WebVTT/ })).toHaveAttribute(
      'download',
      'Sun Lesson_en.vtt',
    );
    await expect(canvas.getByRole('link', { name: /^SRT/ })).toHaveAttribute(
      'href',
      '/api/localization/jobs/lz-01/subtitles?token=story&format=srt&track=translated',
    );
    // The dubbing editor of this job (issue 25).
    await expect(canvas.getByRole('link', { name: /^Edit dub/ })).toHaveAttribute(
      'href',
      '/localize?dub=lz-01',
    );
  },
};

/** Issue 25: a running localization already carries its title and badge; no downloads yet. */
export const RunningLocalizationTitled: Story = {
  args: {
    job: {
      ...localized,
      status: 'processing',
      result_video_path: null,
      progress_percent: undefined,
      subtitle_downloads: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sun Lesson → Spanish' })).toBeVisible();
    await expect(canvas.getByText('Spanish', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Subtitles' })).toBeNull();
  },
};

/** Issue 25: a running localization with its percentage and the time left. */
export const RunningLocalizationTimeLeft: Story = {
  args: {
    job: {
      ...localized,
      status: 'processing',
      result_video_path: null,
      progress_percent: 46,
      seconds_left: 130,
      subtitle_downloads: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('46%')).toBeVisible();
    await expect(canvas.getByText('About 2 minutes left')).toBeVisible();
  },
};

/** Issue 25: a canceled localization says its unspent credits are back, and can be deleted. */
export const CanceledLocalization: Story = {
  args: {
    job: { ...localized, status: 'canceled', result_video_path: null, subtitle_downloads: [] },
    manage: { rename: fn(), remove: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Canceled — your credits for the unfinished part are back.',
    );
    await expect(canvas.getByText('localization - canceled')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Issue 25: a lip-sync titled by its video and the script's first words; its download is named the same. */
export const CompletedLipsyncTitled: Story = {
  args: {
    job: job({
      ...completed,
      title: 'talk · Hello and welcome to the…',
      download_name: 'talk · Hello and welcome to the….mp4',
      subtitle_downloads: [
        {
          format: 'srt',
          track: 'translated',
          url: '/api/videos/lipsync/ls-01/subtitles?token=story&format=srt',
          file_name: 'talk · Hello and welcome to the….srt',
        },
        {
          format: 'vtt',
          track: 'translated',
          url: '/api/videos/lipsync/ls-01/subtitles?token=story&format=vtt',
          file_name: 'talk · Hello and welcome to the….vtt',
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'talk · Hello and welcome to the…' })).toBeVisible();
    await expect(canvas.getByText('lipsync - completed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'download',
      'talk · Hello and welcome to the….mp4',
    );
    await expect(canvas.getByRole('link', { name: /^WebVTT/ })).toHaveAttribute(
      'download',
      'talk · Hello and welcome to the….vtt',
    );
  },
};

/** Issue 26: a completed card is renamed from its Rename button, by keyboard. */
export const RenamesItem: Story = {
  args: {
    job: job({ ...completed, title: 'talk · Hello and welcome' }),
    manage: { rename: fn(async () => undefined), remove: fn(async () => undefined) },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename talk · Hello and welcome' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Welcome video{Enter}');
    await waitFor(() => expect(args.manage!.rename).toHaveBeenCalledWith(args.job, 'Welcome video'));
  },
};

/** Issue 26: Delete asks first, then deletes; a running job offers no Delete. */
export const DeletesItem: Story = {
  args: {
    job: job({ ...completed, title: 'Welcome video' }),
    manage: { rename: fn(async () => undefined), remove: fn(async () => undefined) },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Welcome video' }));
    await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete video' }));
    await waitFor(() => expect(args.manage!.remove).toHaveBeenCalledWith(args.job));
  },
};

export const RunningOffersNoDelete: Story = {
  args: { manage: { rename: fn(async () => undefined), remove: fn(async () => undefined) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rename lipsync - processing' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};
