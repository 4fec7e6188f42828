// The dubbing editor's effects (issue 25, "Edit dub"): the dub-editor machine provided with the api client —
// GET /api/localization/jobs/{jobId}/segments, POST .../segments/{index}/regenerate and the regeneration's
// GET .../regenerations/{id}, mapped to the machine's data. Built from injected dependencies so the unit tests pass
// a fake server. A regeneration takes credits: the sidebar's credits refresh once it is asked for.
import type { ApiClient, DubSegmentsResponse, SegmentRegeneration } from '@twin/api-client';
import {
  dubEditorMachine,
  type CheckRegenerationInput,
  type DubSegments,
  type LoadDubSegmentsInput,
  type RegenerationCheck,
  type StartedRegeneration,
  type StartRegenerationInput,
} from '@twin/machines/localize/dub-editor';
import { fromPromise } from 'xstate';

export interface DubEditorDependencies {
  api: Pick<ApiClient, 'localization'>;
  creditsSpent: () => void;
  logError?: (message: string, error: unknown) => void;
}

function regenerationCheck(regeneration: SegmentRegeneration): RegenerationCheck {
  return {
    id: regeneration.id,
    segmentIndex: regeneration.segment_index,
    status: regeneration.status,
    progress: regeneration.progress || null,
    errorMessage: regeneration.error_message,
  };
}

/** GET .../segments as the machine reads it. */
export function dubSegmentsOf(answer: Pick<DubSegmentsResponse, 'segments' | 'regeneration'>): DubSegments {
  return {
    segments: answer.segments.map((segment) => ({
      index: segment.index,
      text: segment.text,
      sourceStart: segment.source_start,
      sourceEnd: segment.source_end,
      translation: segment.translation,
      tempo: segment.tempo,
      videoStretch: segment.video_stretch,
    })),
    regeneration: answer.regeneration ? regenerationCheck(answer.regeneration) : null,
  };
}

export function createDubEditorMachine(deps: DubEditorDependencies) {
  const { api, creditsSpent } = deps;
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  return dubEditorMachine.provide({
    actors: {
      loadDubSegments: fromPromise<DubSegments, LoadDubSegmentsInput>(async ({ input, signal }) =>
        dubSegmentsOf(await api.localization.segments(input.jobId, { signal })),
      ),
      startRegeneration: fromPromise<StartedRegeneration, StartRegenerationInput>(
        async ({ input, signal }) => {
          const { regenerationId } = await api.localization.regenerateSegment(
            input.jobId,
            input.index,
            { translation: input.translation },
            { signal },
          );
          creditsSpent();
          return { regenerationId };
        },
      ),
      checkRegeneration: fromPromise<RegenerationCheck, CheckRegenerationInput>(async ({ input, signal }) =>
        regenerationCheck(
          (await api.localization.regeneration(input.jobId, input.regenerationId, { signal })).regeneration,
        ),
      ),
    },
    actions: {
      logError: (_, { error }) => logError('Could not check the regeneration', error),
    },
  });
}
