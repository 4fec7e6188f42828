// What the dubbing editor screen shows for a snapshot (ours, issue 25): its phase, each segment's row (original
// text and times, the translation in its box, the fit it got in words, whether Regenerate is open), the progress,
// the error or notice, and the result's version for the player.
import type { DubEditorSnapshot } from './dub-editor.machine';
import { dubEditorMessages } from './dub-editor.messages';
import type { DubSegment } from './dub-editor.types';

export type DubEditorPhase = 'loading' | 'loadFailed' | 'ready' | 'starting' | 'regenerating' | 'reloading';

export interface DubEditorRowView {
  index: number;
  text: string;
  sourceStart: number;
  sourceEnd: number;
  translation: string;
  /** 'Fits as spoken', 'Spoken 1.15× faster', 'Spoken 1.20× faster, video slowed 1.30×'. */
  fit: string;
  edited: boolean;
  canRegenerate: boolean;
  regenerating: boolean;
}

export interface DubEditorView {
  phase: DubEditorPhase;
  rows: DubEditorRowView[];
  progressText: string | null;
  error: string | null;
  notice: string | null;
  resultVersion: number;
}

export function fitText(segment: Pick<DubSegment, 'tempo' | 'videoStretch'>): string {
  const faster = segment.tempo > 1.005;
  const slowed = segment.videoStretch > 1.005;
  if (!faster && !slowed) return dubEditorMessages.fitAsSpoken;
  const parts = [
    faster ? dubEditorMessages.spokenFaster(segment.tempo) : null,
    slowed ? dubEditorMessages.videoSlowed(segment.videoStretch) : null,
  ].filter((part): part is string => part !== null);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function phaseOf(snapshot: DubEditorSnapshot): DubEditorPhase {
  if (snapshot.matches('regenerating')) return 'regenerating';
  return snapshot.value as Exclude<DubEditorPhase, 'regenerating'>;
}

export function dubEditorView(snapshot: DubEditorSnapshot): DubEditorView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const busy = phase !== 'ready';
  return {
    phase,
    rows: context.segments.map((segment) => {
      const translation = context.drafts[segment.index] ?? segment.translation;
      const edited = translation.trim() !== '' && translation.trim() !== segment.translation.trim();
      return {
        index: segment.index,
        text: segment.text,
        sourceStart: segment.sourceStart,
        sourceEnd: segment.sourceEnd,
        translation,
        fit: fitText(segment),
        edited,
        canRegenerate: edited && !busy,
        regenerating: busy && context.regeneratingIndex === segment.index,
      };
    }),
    progressText: phase === 'starting' || phase === 'regenerating' ? context.progressText : null,
    error: context.error,
    notice: context.notice,
    resultVersion: context.resultVersion,
  };
}
