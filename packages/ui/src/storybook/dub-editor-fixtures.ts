// Story data of the dubbing editor (issue 25): a finished Spanish dub's two segments, as the walk's answers have
// them, with the context a state story starts from.
import type { DubEditorContext } from '@twin/machines/localize/dub-editor';
import { dubEditorWalkSegments } from '@twin/machines/testing';

export const storyDubSegments = dubEditorWalkSegments.segments;

export const storyDubEditorContext: DubEditorContext = {
  jobId: 'job-1',
  segments: storyDubSegments,
  drafts: Object.fromEntries(storyDubSegments.map((segment) => [segment.index, segment.translation])),
  regeneratingIndex: null,
  regenerationId: null,
  progressText: null,
  error: null,
  notice: null,
  resultVersion: 0,
  checks: 0,
};

/** The second sentence changed in its box. */
export const storyEditedDrafts = { ...storyDubEditorContext.drafts, 1: 'El sol es grande.' };

export const storyDubVideoSrc = '/api/localization/jobs/job-1/stream?token=media-1';
