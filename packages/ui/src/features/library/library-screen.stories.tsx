// The /library page: a story per reachable state of the library machine (first load, settled,
// empty, watching running jobs, a quiet re-fetch, Refresh Jobs, a page of cards on its way after
// Load More or a scroll), resolved from parameters.machineState; and flows in Chromium with the
// real machine over pretend lists: Load More by keyboard, the scroll trigger, Refresh Jobs, a
// running job's percentage rising on each re-fetch until it completes (with the note when the
// lips could not follow), a localization list that fails. Each card's looks: library-job-card.stories.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import {
  storyFaceNote,
  storyFinishedJobs,
  storyLibraryJobs,
  storyManyJobs,
  storyWalkJobs,
} from '../../storybook/library-fixtures';
import { storyLibraryMachine, type StoryLibraryOptions } from '../../storybook/library-fake-machines';
import { LibraryScreen } from './library-screen';

/** Story media links play nothing; the path is shown as it would be placed under the base URL. */
const mediaSrc = (path: string) => path;

const meta = {
  title: 'Library/Library page',
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-6">
        <div className="mx-auto max-w-5xl">
          <Story />
        </div>
      </div>
    ),
  ],
  render: function Render(_args, { parameters }) {
    return (
      <LibraryScreen
        snapshot={snapshotFromParameters(parameters, 'library')}
        send={fn()}
        mediaSrc={mediaSrc}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);

export const Loading: Story = {
  parameters: { machineState: machineState({ machine: 'library', value: 'jobs.fetching.loading' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Video Library' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refreshing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your video jobs');
  },
};

/** Finished jobs of both types: players with downloads, and a failed job with its message. */
export const Settled: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.settled',
      context: { jobs: storyFinishedJobs },
    }),
  },
  play: async ({ canvas }) => {
    await expect(cardTitles(canvas)).toEqual([
      'lipsync - completed',
      'lipsync - completed',
      'localization - completed',
      'lipsync - completed',
    ]);
    await expect(canvas.getByRole('button', { name: 'Refresh Jobs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load More Videos (2 remaining)' })).toBeVisible();
    const localized = canvas.getByRole('link', { name: /localized_lecture_es\.mp4/ });
    await expect(localized).toHaveAttribute('download', 'localized_lecture_es.mp4');
    await expect(localized).toHaveAttribute(
      'href',
      '/api/localization/jobs/lo-1/stream?token=t&download=true',
    );
  },
};

export const Empty: Story = {
  parameters: { machineState: machineState({ machine: 'library', value: 'jobs.settled' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No video jobs yet' })).toBeVisible();
    await expect(canvas.getByText(/Text-to-Speech page/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Text to Video' })).toHaveAttribute(
      'href',
      '/text-to-speech',
    );
    await expect(canvas.queryByRole('button', { name: /Load More/ })).toBeNull();
  },
};

/** Running jobs show a spinner and how far they are until they complete; a failed one says why. */
export const Watching: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.watching',
      context: { jobs: storyLibraryJobs },
    }),
  },
  play: async ({ canvas }) => {
    await expect(cardTitles(canvas)).toEqual([
      'lipsync - processing',
      'lipsync - pending',
      'localization - completed',
      'lipsync - completed',
    ]);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      'lipsync - processing: the video is not ready yet',
    );
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'lipsync - processing: progress' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load More Videos (2 remaining)' })).toBeVisible();
  },
};

/** The failed job and the result whose lips could not follow, shown with every card. */
export const WatchingAllShown: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.watching',
      context: { jobs: storyLibraryJobs, visibleCount: 8 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The lip-sync engine could not read the video.')).toBeVisible();
    await expect(canvas.getByText(storyFaceNote)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Load More/ })).toBeNull();
  },
};

/** A quiet re-fetch: nothing changes on screen. */
export const Polling: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.fetching.polling',
      context: { jobs: storyWalkJobs },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh Jobs' })).toBeVisible();
  },
};

export const Refreshing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.fetching.refreshing',
      context: { jobs: storyFinishedJobs },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refreshing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(cardTitles(canvas)).toHaveLength(4);
  },
};

/** After Load More: the button waits 300 ms, then 4 more cards show. */
export const LoadingMore: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.settled,list.loadingMore',
      context: { jobs: storyFinishedJobs },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load More Videos (2 remaining)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more videos...');
  },
};

/** After a scroll near the bottom: 500 ms, then 4 more. */
export const LoadingOnScroll: Story = {
  parameters: {
    machineState: machineState({
      machine: 'library',
      value: 'jobs.watching,list.loadingOnScroll',
      context: { jobs: storyLibraryJobs },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading more videos...')).toBeVisible();
  },
};

function LibraryFlow(options: StoryLibraryOptions & { activeJobRefresh?: number }) {
  const [machine] = React.useState(() => {
    const base = storyLibraryMachine(options);
    return options.activeJobRefresh
      ? base.provide({ delays: { activeJobRefresh: options.activeJobRefresh } })
      : base;
  });
  const library = useActorRef(machine);
  const snapshot = useSelector(library, (state) => state);
  return <LibraryScreen snapshot={snapshot} send={library.send} mediaSrc={mediaSrc} />;
}

const flow = (args: React.ComponentProps<typeof LibraryFlow>): Story => ({
  render: () => <LibraryFlow {...args} />,
});

/** Load More by keyboard: 4 more after 300 ms, focus on the first new card, until none remain. */
export const LoadMoreByKeyboard: Story = {
  ...flow({ lipsyncAnswers: [storyManyJobs(10)], localizationJobs: [] }),
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole('button', { name: 'Load More Videos (6 remaining)' });
    await expect(cardTitles(canvas)).toHaveLength(4);
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Load More Videos (2 remaining)' })).toBeVisible();
    await expect(cardTitles(canvas)).toHaveLength(8);
    await waitFor(() => expect(canvas.getAllByRole('article')[4]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Videos (2 remaining)' }));
    await waitFor(() => expect(cardTitles(canvas)).toHaveLength(10));
    await expect(canvas.queryByRole('button', { name: /Load More/ })).toBeNull();
    await waitFor(() => expect(canvas.getAllByRole('article')[8]).toHaveFocus());
  },
};

/** Scrolling within 200 px of the bottom shows 4 more after 500 ms. */
export const ScrollNearBottom: Story = {
  ...flow({ lipsyncAnswers: [storyManyJobs(7)], localizationJobs: [] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Load More Videos (3 remaining)' });
    window.scrollTo({ top: document.documentElement.scrollHeight });
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(cardTitles(canvas)).toHaveLength(7), { timeout: 2000 });
    await expect(canvas.queryByRole('button', { name: /Load More/ })).toBeNull();
  },
};

/** Refresh Jobs says 'Refreshing...' while both lists load, then shows what is new. */
export const RefreshJobs: Story = {
  ...flow({
    lipsyncAnswers: [storyManyJobs(1), storyManyJobs(2)],
    localizationJobs: [],
  }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(cardTitles(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Jobs' }));
    await expect(canvas.getByRole('button', { name: 'Refreshing...' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Refresh Jobs' })).toBeVisible();
    await expect(cardTitles(canvas)).toHaveLength(2);
  },
};

/**
 * A processing job is re-fetched (every 5 s; shortened here): its percentage rises, then it shows its player once
 * completed, with the note when the lips could not follow.
 */
export const RunningJobCompletes: Story = {
  ...flow({
    lipsyncAnswers: [
      [{ ...storyManyJobs(1)[0]!, status: 'processing', result_video_path: null, progress_percent: 18 }],
      [{ ...storyManyJobs(1)[0]!, status: 'processing', result_video_path: null, progress_percent: 64 }],
      [{ ...storyManyJobs(1)[0]!, face_note: storyFaceNote }],
    ],
    localizationJobs: [],
    activeJobRefresh: 400,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'lipsync - processing' })).toBeVisible();
    await expect(await canvas.findByText('18%')).toBeVisible();
    await expect(await canvas.findByText('64%', {}, { timeout: 3000 })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'lipsync - completed' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(storyFaceNote);
    await expect(canvas.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'download',
      'lipsync_2026-11-24_ls-01.mp4',
    );
  },
};

/** The localization list fails (only logged, as the spec asks): the lip-sync jobs still show. */
export const LocalizationListFails: Story = {
  ...flow({ lipsyncAnswers: [storyManyJobs(2)], localizationJobs: null }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardTitles(canvas)).toEqual(['lipsync - completed', 'lipsync - completed']));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Nothing yet: the empty state, after the first load. */
export const NoJobsYet: Story = {
  ...flow({ lipsyncAnswers: [[]], localizationJobs: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No video jobs yet' })).toBeVisible();
  },
};
