// CategorizationOutcome: what the page shows once the wizard has ended — 'Voice Created
// Successfully!' with the machine's success text when the voice was configured or marked
// completed, or 'Categorization cancelled. Voice remains uncategorized.' when it was declined.
import { InfoIcon, XIcon } from 'lucide-react';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import type { CategorizationBinding } from '../shared/voice-bindings';
import { VoiceCreatedPanel } from '../page/voice-created-panel';

export function CategorizationOutcome({
  categorization,
  onDismiss,
}: {
  categorization: Pick<CategorizationBinding, 'snapshot'>;
  onDismiss?: () => void;
}) {
  const { snapshot } = categorization;
  if (snapshot.status !== 'done') return null;
  if (snapshot.matches('cancelled')) {
    return (
      <Alert variant="info" className="items-center">
        <InfoIcon aria-hidden />
        <span className="flex-1">{snapshot.context.notice}</span>
        {onDismiss ? (
          <Button variant="ghost" size="icon" className="-my-1 size-7" onClick={onDismiss}>
            <XIcon aria-hidden />
            <span className="sr-only">Dismiss</span>
          </Button>
        ) : null}
      </Alert>
    );
  }
  return (
    <VoiceCreatedPanel
      modelName={snapshot.context.modelName}
      notice={snapshot.context.notice}
      onDismiss={onDismiss}
    />
  );
}
