// The library's wiring in Node with a fake server: both lists asked for with the token, tagged and
// merged newest first with the download names (localized_{originalname}_{language}.mp4 and ours
// for lip-sync), and a localization list that fails (here with a 404) tolerated, as the spec asks.
// Issue 25: the cards' readable titles, language badge and subtitle downloads from the answers.
// Issue 26: a creator's name titles the card; items are renamed and deleted through their own list's calls.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeServer, type FakeAnswer } from '../../lib/testing/fake-server';
import { createLibraryMachine, libraryItemManager, lipsyncFallbackFileName } from './library-machines';

const lipsyncJob = {
  id: '1a2b3c4d-5e6f-4a5b-8c9d-0e1f2a3b4c5d',
  status: 'completed',
  result_video_path: '/api/videos/lipsync/1a2b3c4d-5e6f-4a5b-8c9d-0e1f2a3b4c5d/stream?token=link',
  created_at: '2026-11-24T10:00:00.000Z',
  error_message: null,
  video_id: 'video-1',
  progress_percent: 100,
  face_note: 'The lips could not follow: no single face was found in this video.',
  poster_url: '/api/videos/result-1/poster?token=poster-link',
};
const localizationJob = {
  id: 'lo-1',
  status: 'processing',
  result_video_path: null,
  created_at: '2026-11-24T12:00:00.000Z',
  progress: 'Translating...',
  error_message: null,
  source_language: 'en',
  target_language: 'es',
  original_filename: 'lecture.mov',
};

function libraryServer(localization: FakeAnswer) {
  return fakeServer(({ url }) =>
    url === '/api/videos/lipsync'
      ? { status: 200, body: { success: true, jobs: [lipsyncJob] } }
      : url === '/api/localization/jobs'
        ? localization
        : { status: 404, body: { message: 'Not Found' } },
  );
}

describe('the library wiring', () => {
  it('merges both lists newest first, with their types and download names', async () => {
    const { api, calls } = libraryServer({
      status: 200,
      body: { success: true, jobs: [localizationJob] },
    });
    const actor = createActor(createLibraryMachine(api)).start();
    const done = await waitFor(actor, (state) => !state.matches({ jobs: 'fetching' }));
    expect(done.context.jobs.map((job) => [job.job_type, job.id, job.status, job.download_name])).toEqual([
      ['localization', 'lo-1', 'processing', 'localized_lecture_es.mp4'],
      ['lipsync', lipsyncJob.id, 'completed', 'lipsync_2026-11-24_1a2b3c4d.mp4'],
    ]);
    expect(done.context.jobs[1]).toMatchObject({
      result_video_path: lipsyncJob.result_video_path,
      progress_percent: 100,
      face_note: lipsyncJob.face_note,
      poster_url: lipsyncJob.poster_url,
    });
    expect(done.matches({ jobs: 'watching' })).toBe(true);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
    actor.stop();
  });

  it('tolerates a localization list that answers 404, logging it only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = libraryServer({
      status: 404,
      body: { message: 'Route GET:/api/localization/jobs not found' },
    });
    const actor = createActor(createLibraryMachine(api)).start();
    const done = await waitFor(actor, (state) => !state.matches({ jobs: 'fetching' }));
    expect(done.matches({ jobs: 'settled' })).toBe(true);
    expect(done.context.jobs.map((job) => job.id)).toEqual([lipsyncJob.id]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    actor.stop();
  });

  it('names a lip-sync download by its day and id when the server does not name the video', () => {
    expect(lipsyncFallbackFileName({ id: 'ab/cd:ef-0123456789', created_at: '2026-01-02T03:04:05Z' })).toBe(
      'lipsync_2026-01-02_abcdef-0.mp4',
    );
    expect(lipsyncFallbackFileName({ id: '///', created_at: 'unknown' })).toBe('lipsync_video.mp4');
  });

  it('titles the cards as a creator reads them, with the badge and subtitle downloads named as the card', async () => {
    const { api } = fakeServer(({ url }) =>
      url === '/api/videos/lipsync'
        ? {
            status: 200,
            body: {
              success: true,
              jobs: [
                {
                  ...lipsyncJob,
                  video_name: 'talk',
                  script_start: 'Hello and welcome to the…',
                  subtitles_url: '/api/videos/lipsync/ls/subtitles?token=sub-link',
                },
              ],
            },
          }
        : {
            status: 200,
            body: {
              success: true,
              jobs: [
                {
                  ...localizationJob,
                  status: 'completed',
                  result_video_path: '/api/localization/jobs/lo-1/stream?token=link',
                  subtitles_url: '/api/localization/jobs/lo-1/subtitles?token=sub-link',
                },
              ],
            },
          },
    );
    const actor = createActor(createLibraryMachine(api)).start();
    const done = await waitFor(actor, (state) => !state.matches({ jobs: 'fetching' }));
    const [localization, lipsync] = done.context.jobs;
    expect(localization).toMatchObject({
      title: 'lecture → Spanish',
      language: 'Spanish',
      download_name: 'localized_lecture_es.mp4',
    });
    expect(localization!.subtitle_downloads!.map((d) => [d.url, d.file_name])).toEqual([
      [
        '/api/localization/jobs/lo-1/subtitles?token=sub-link&format=srt&track=translated',
        'localized_lecture_es.srt',
      ],
      [
        '/api/localization/jobs/lo-1/subtitles?token=sub-link&format=vtt&track=translated',
        'localized_lecture_es.vtt',
      ],
      ['/api/localization/jobs/lo-1/subtitles?token=sub-link&format=srt&track=original', 'lecture_en.srt'],
      ['/api/localization/jobs/lo-1/subtitles?token=sub-link&format=vtt&track=original', 'lecture_en.vtt'],
    ]);
    expect(lipsync).toMatchObject({
      title: 'talk · Hello and welcome to the…',
      download_name: 'talk · Hello and welcome to the….mp4',
    });
    expect(lipsync!.subtitle_downloads!.map((d) => [d.url, d.file_name])).toEqual([
      ['/api/videos/lipsync/ls/subtitles?token=sub-link&format=srt', 'talk · Hello and welcome to the….srt'],
      ['/api/videos/lipsync/ls/subtitles?token=sub-link&format=vtt', 'talk · Hello and welcome to the….vtt'],
    ]);
    actor.stop();
  });
});

describe('managing library items (issue 26)', () => {
  it('titles a card by the name the creator gave it', async () => {
    const { api } = fakeServer(({ url }) =>
      url === '/api/videos/lipsync'
        ? {
            status: 200,
            body: { success: true, jobs: [{ ...lipsyncJob, video_name: 'talk', title: 'Welcome' }] },
          }
        : { status: 200, body: { success: true, jobs: [{ ...localizationJob, title: 'Lecture (ES)' }] } },
    );
    const actor = createActor(createLibraryMachine(api)).start();
    const done = await waitFor(actor, (state) => !state.matches({ jobs: 'fetching' }));
    expect(done.context.jobs.map((job) => job.title)).toEqual(['Lecture (ES)', 'Welcome']);
    actor.stop();
  });

  it("renames and deletes each item through its own list's call, then refreshes", async () => {
    const { api, calls } = fakeServer(({ method }) =>
      method === 'PUT'
        ? { status: 200, body: { success: true, name: 'New name' } }
        : { status: 200, body: { success: true } },
    );
    const refresh = vi.fn();
    const manager = libraryItemManager(api, refresh);
    const lipsync = { ...lipsyncJob, job_type: 'lipsync' as const, status: 'completed' as const };
    const localization = { ...localizationJob, job_type: 'localization' as const, status: 'failed' as const };
    await manager.rename(lipsync, 'New name');
    await manager.rename(localization, 'New name');
    await manager.remove(lipsync);
    await manager.remove(localization);
    expect(calls.map((call) => [call.method, call.url, call.body ?? null])).toEqual([
      ['PUT', `/api/videos/lipsync/${lipsyncJob.id}`, { name: 'New name' }],
      ['PUT', '/api/localization/jobs/lo-1', { name: 'New name' }],
      ['DELETE', `/api/videos/lipsync/${lipsyncJob.id}`, null],
      ['DELETE', '/api/localization/jobs/lo-1', null],
    ]);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('passes a refusal on with its reason and does not refresh', async () => {
    const { api } = fakeServer(() => ({
      status: 409,
      body: { message: 'This video is still being localized. You can delete it once it is finished.' },
    }));
    const refresh = vi.fn();
    const localization = {
      ...localizationJob,
      job_type: 'localization' as const,
      status: 'processing' as const,
    };
    await expect(libraryItemManager(api, refresh).remove(localization)).rejects.toThrow(
      'This video is still being localized. You can delete it once it is finished.',
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});
