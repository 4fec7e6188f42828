// VoiceList: 'Your Voices' — the user's voice models with their kind, reference language, state
// (ready, 'Needs categorization setup' with Complete Setup, being prepared, failed) and consent
// ('Consent recorded <date>', or 'No consent on record' for voices made before the check; issue 23).
// Issue 26: a ready voice's Preview plays its reference, 'Redo style setup' opens the categorization again for a
// voice already set up; Rename and Delete when the app gives them.
import {
  AudioLinesIcon,
  PlayIcon,
  ShieldCheckIcon,
  ShieldOffIcon,
  SparklesIcon,
  SquareIcon,
} from 'lucide-react';
import { Button } from '../../../components/button/button';
import { ItemActions } from '../../../components/item-actions/item-actions';
import { Spinner } from '../../../components/spinner/spinner';
import { FlagImage } from '../../../components/flag/flag-image';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';
import { referenceLanguageOf, type ReferenceLanguageOption } from '../reference-languages';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';

/** A voice model as GET /api/voice/models lists it, structurally. */
export interface VoiceListModel {
  id: string;
  model_name: string;
  status: string;
  clone_type: string;
  reference_language: string | null;
  categorization_completed: boolean;
  /** The consent the voice was made under; null or absent: none on record. */
  consent?: {
    id: string;
    recordedAt: string;
    voiceScore: number | null;
    /** The consent clip's face: seen clearly or not; null or absent for an audio-only clip. */
    face?: { score: number; passed: boolean } | null;
  } | null;
}

export interface VoiceListProps {
  models: readonly VoiceListModel[];
  /** For each model's reference-language name and flag. */
  referenceLanguages: readonly ReferenceLanguageOption[];
  loading?: boolean;
  error?: string | null;
  onCompleteSetup: (model: VoiceListModel) => void;
  /** Rename, Delete and Preview (issue 26), when the app gives them. */
  manage?: VoiceManager;
  /** The voice whose reference is playing now, if any. */
  previewingId?: string | null;
  className?: string;
}

/** Renaming, deleting and previewing a voice through the app; rename and delete reject with the reason. */
export interface VoiceManager {
  rename: (model: VoiceListModel, name: string) => Promise<void>;
  remove: (model: VoiceListModel) => Promise<void>;
  /** Plays the voice's reference, or stops it when it is the one playing. */
  togglePreview: (model: VoiceListModel) => void;
}

const cloneTypeNames: Record<string, string> = { quick: 'Quick', pro: 'Pro', finetuned: 'Full Training' };

export function VoiceList({
  models,
  referenceLanguages,
  loading = false,
  error = null,
  onCompleteSetup,
  manage,
  previewingId = null,
  className,
}: VoiceListProps) {
  return (
    <section
      data-slot="voice-list"
      aria-labelledby="voice-list-title"
      className={cn('grid grid-cols-1 gap-3', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="voice-list-title" className="text-lg font-semibold tracking-tight text-foreground">
          Your Voices
        </h2>
        {loading ? <Spinner size="sm" label="Loading voices" className="text-subtle-foreground" /> : null}
      </div>
      <ErrorMessage text={error} />
      {models.length === 0 && !loading && !error ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-subtle-foreground">
          No voices yet. Your first voice will appear here.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {models.map((model) => (
            <VoiceRow
              key={model.id}
              model={model}
              referenceLanguages={referenceLanguages}
              onCompleteSetup={onCompleteSetup}
              manage={manage}
              previewing={previewingId === model.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function VoiceRow({
  model,
  referenceLanguages,
  onCompleteSetup,
  manage,
  previewing,
}: {
  model: VoiceListModel;
  referenceLanguages: readonly ReferenceLanguageOption[];
  onCompleteSetup: (model: VoiceListModel) => void;
  manage?: VoiceManager;
  previewing: boolean;
}) {
  const language = referenceLanguageOf(referenceLanguages, model.reference_language);
  const needsSetup = model.status === 'ready' && !model.categorization_completed;
  return (
    <li
      data-slot="voice-row"
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-surface p-3 shadow-xs"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <AudioLinesIcon aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-[9rem] flex-1 gap-1">
        <p className="truncate text-sm font-semibold text-foreground">{model.model_name}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-subtle-foreground">
          <VoiceBadge>{cloneTypeNames[model.clone_type] ?? model.clone_type}</VoiceBadge>
          {language ? (
            <span className="inline-flex items-center gap-1">
              <FlagImage country={language.flagCountry} />
              {language.name}
            </span>
          ) : null}
          <VoiceStatus status={model.status} needsSetup={needsSetup} />
        </p>
        <p data-part="voice-consent" className="flex items-center gap-1 text-xs text-subtle-foreground">
          {model.consent ? (
            <>
              <ShieldCheckIcon aria-hidden className="size-3.5" />
              <span>Consent recorded {formatLongDate(model.consent.recordedAt)}</span>
              <span data-part="consent-scores">{consentScores(model.consent)}</span>
            </>
          ) : (
            <>
              <ShieldOffIcon aria-hidden className="size-3.5" />
              No consent on record
            </>
          )}
        </p>
      </div>
      {needsSetup ? (
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => onCompleteSetup(model)}>
          <SparklesIcon aria-hidden />
          Complete Setup
          <span className="sr-only"> for {model.model_name}</span>
        </Button>
      ) : null}
      {manage ? (
        <div className="flex w-full flex-wrap items-center justify-end gap-1 border-t pt-2">
          {model.status === 'ready' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={previewing}
              onClick={() => manage.togglePreview(model)}
            >
              {previewing ? <SquareIcon aria-hidden /> : <PlayIcon aria-hidden />}
              {previewing ? 'Stop' : 'Preview'}
              <span className="sr-only"> {model.model_name}</span>
            </Button>
          ) : null}
          {model.status === 'ready' && model.categorization_completed ? (
            <Button size="sm" variant="ghost" onClick={() => onCompleteSetup(model)}>
              <SparklesIcon aria-hidden />
              Redo style setup
              <span className="sr-only"> for {model.model_name}</span>
            </Button>
          ) : null}
          <ItemActions
            name={model.model_name}
            texts={{
              noun: 'voice',
              deleteAlso: 'Its reference recording and clips go too; your takes and its consent record stay.',
            }}
            onRename={(name) => manage.rename(model, name)}
            onDelete={() => manage.remove(model)}
          />
        </div>
      ) : null}
    </li>
  );
}

function VoiceStatus({ status, needsSetup }: { status: string; needsSetup: boolean }) {
  if (needsSetup) return <VoiceBadge tone="premium">Needs categorization setup</VoiceBadge>;
  if (status === 'ready') return <VoiceBadge tone="success">Ready</VoiceBadge>;
  if (status === 'failed') return <VoiceBadge tone="danger">Failed</VoiceBadge>;
  return <VoiceBadge tone="accent">Preparing</VoiceBadge>;
}

/**
 * The consent's checks beside its date: that the voice matched it (a voice exists only when its score reached the
 * threshold; the score itself is not a percentage) and whether the camera saw the face (issue 23).
 */
function consentScores(consent: NonNullable<VoiceListModel['consent']>): string {
  const voice = consent.voiceScore === null ? '' : ' · voice matched';
  const face = !consent.face
    ? ' · voice only (no camera)'
    : consent.face.passed
      ? ' · face recorded'
      : ' · face not seen clearly';
  return voice + face;
}
