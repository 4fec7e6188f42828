// The studio's dubbing editor wiring in Node with a fake server (issue 25): the segments read from
// GET /api/localization/jobs/{jobId}/segments into the editor's rows, Regenerate sent as
// POST .../segments/{index}/regenerate with the edited translation (the credits refreshed), the regeneration polled at
// GET .../regenerations/{id} until completed, then the segments read again; a refusal shown in the server's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createApiClient, type DubSegmentsResponse } from '@twin/api-client';
import { dubEditorView } from '@twin/machines/localize/dub-editor';
import { fakeServer } from '../../lib/testing/fake-server';
import { createDubEditorMachine } from './dub-editor-machines';

const jobId = '3f1c2a9e-1b2c-4d3e-8f90-123456789abc';
const regenerationId = '7a1c2a9e-1b2c-4d3e-8f90-123456789abc';

const segments = (translation: string): DubSegmentsResponse => ({
  success: true,
  regeneration: null,
  segments: [
    {
      index: 0,
      text: 'The sun is a star.',
      source_start: 0.5,
      source_end: 1.9,
      translation,
      output_start: 0.5,
      output_end: 1.8,
      tempo: 1.15,
      video_stretch: 1,
    },
  ],
});

function editorWith(server: ReturnType<typeof fakeServer>) {
  const creditsSpent = vi.fn();
  const machine = createDubEditorMachine({
    api: createApiClient({ baseUrl: 'http://studio.test', getToken: () => 'token-1', fetch: server.fetch }),
    creditsSpent,
    logError: () => {},
  });
  const actor = createActor(machine, { input: { jobId } }).start();
  return { actor, creditsSpent, view: () => dubEditorView(actor.getSnapshot()) };
}

async function flush() {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the dubbing editor', () => {
  it('loads the segments, regenerates an edited one, follows it and loads the segments again', async () => {
    let regenerated = false;
    let checks = 0;
    const server = fakeServer((call) => {
      if (call.url.endsWith(`/jobs/${jobId}/segments`)) {
        return { status: 200, body: segments(regenerated ? 'El sol es grande.' : 'El sol es una estrella.') };
      }
      if (call.url.endsWith(`/jobs/${jobId}/segments/0/regenerate`)) {
        return { status: 200, body: { regenerationId } };
      }
      if (call.url.endsWith(`/jobs/${jobId}/regenerations/${regenerationId}`)) {
        checks += 1;
        regenerated = checks > 1;
        return {
          status: 200,
          body: {
            success: true,
            regeneration: {
              id: regenerationId,
              segment_index: 0,
              status: regenerated ? 'completed' : 'processing',
              progress: regenerated ? '' : 'Mixing the new sentence in...',
              error_message: null,
            },
          },
        };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    const { actor, creditsSpent, view } = editorWith(server);
    await flush();
    expect(view().rows).toEqual([
      expect.objectContaining({
        text: 'The sun is a star.',
        fit: 'Spoken 1.15× faster',
        canRegenerate: false,
      }),
    ]);
    actor.send({ type: 'segment.edit', index: 0, translation: 'El sol es grande.' });
    actor.send({ type: 'segment.regenerate', index: 0 });
    await flush();
    expect(server.calls[1]).toMatchObject({ method: 'POST', body: { translation: 'El sol es grande.' } });
    expect(creditsSpent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(view().progressText).toBe('Mixing the new sentence in...');
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(view()).toMatchObject({
      phase: 'ready',
      resultVersion: 1,
      notice: 'The new sentence is in the video.',
    });
    expect(view().rows[0]).toMatchObject({ translation: 'El sol es grande.', edited: false });
  });

  it("shows a refused regeneration in the server's words", async () => {
    const server = fakeServer((call) =>
      call.method === 'POST'
        ? { status: 409, body: { message: 'A sentence of this video is already being spoken again.' } }
        : { status: 200, body: segments('El sol es una estrella.') },
    );
    const { actor, view } = editorWith(server);
    await flush();
    actor.send({ type: 'segment.edit', index: 0, translation: 'El sol es grande.' });
    actor.send({ type: 'segment.regenerate', index: 0 });
    await flush();
    expect(view()).toMatchObject({
      phase: 'ready',
      error: 'A sentence of this video is already being spoken again.',
    });
  });
});
