// A library card in each of its looks: a lip-sync job running (its percentage and bar over the source video's
// poster), waiting at 0%, running with neither (a localization job), completed (its poster before it plays, the
// download), completed with the note when the lips could not follow, and failed with its message.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LibraryJob } from '@twin/machines/library';
import { expect } from 'storybook/test';
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
