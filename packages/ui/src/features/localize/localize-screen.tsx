// LocalizeScreen: maps the localize wizard's snapshot to LocalizeWizardView and its intents to the
// machine's events.
import { localizeView, type LocalizeEvent, type LocalizeSnapshot } from '@twin/machines/localize';
import { LocalizeWizardView } from './localize-view';

export interface LocalizeScreenProps {
  snapshot: LocalizeSnapshot;
  send: (event: LocalizeEvent) => void;
  /** The app's media URL helper (a server media link under its base URL). */
  mediaSrc: (pathOrUrl: string) => string;
  className?: string;
}

export function LocalizeScreen({ snapshot, send, mediaSrc, className }: LocalizeScreenProps) {
  return (
    <LocalizeWizardView
      {...localizeView(snapshot)}
      className={className}
      mediaSrc={mediaSrc}
      onFileChoose={(file) => send({ type: 'file.choose', file })}
      onTranscribe={() => send({ type: 'transcription.start' })}
      onTextChange={(text) => send({ type: 'text.change', text })}
      onTargetChoose={(code) => send({ type: 'target.choose', code })}
      onBack={() => send({ type: 'wizard.back' })}
      onLocalize={() => send({ type: 'localize.start' })}
      onReset={() => send({ type: 'wizard.reset' })}
      onRowChange={(index, text) => send({ type: 'segment.change', index, text })}
      onRowMerge={(index) => send({ type: 'segment.merge', index })}
      onRowSplit={(index, at) => send({ type: 'segment.split', index, at })}
      onTranslationChange={(index, text) => send({ type: 'translation.change', index, text })}
      onReview={() => send({ type: 'translation.review' })}
      onOverlayDismiss={() => send({ type: 'overlay.dismiss' })}
      onOverlayShow={() => send({ type: 'overlay.show' })}
      onJobCancel={() => send({ type: 'job.cancel' })}
    />
  );
}
