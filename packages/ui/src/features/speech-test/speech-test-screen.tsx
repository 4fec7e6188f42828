// SpeechTestScreen: the /test-vibe page (spec part 1 §2 Speech test page) over the speech test
// machine's snapshot: the health badge, the reference (upload or microphone), the text, the §5
// sliders, Generate with the job's progress (queued 30%, processing 70%), the machine's errors and
// the result with its download. It sends one intent per control; the machine decides.
import * as React from 'react';
import { SparklesIcon } from 'lucide-react';
import { speechTestView, type SpeechTestEvent, type SpeechTestSnapshot } from '@twin/machines/speech-test';
import { Button } from '../../components/button/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card/card';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { HealthBadge } from './health-badge';
import { ReferencePanel } from './reference-panel';
import { SpeechTestResult } from './speech-test-result';
import { SpeechTestSliders } from './speech-test-sliders';

export interface SpeechTestScreenProps {
  snapshot: SpeechTestSnapshot;
  send: (event: SpeechTestEvent) => void;
  className?: string;
}

export function SpeechTestScreen({ snapshot, send, className }: SpeechTestScreenProps) {
  const view = speechTestView(snapshot);
  const { text, sliders } = snapshot.context;
  const textId = React.useId();

  return (
    <div data-slot="speech-test-screen" className={cn('grid gap-6', className)}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">Speech Test</h1>
          <p className="text-[15px] text-subtle-foreground">
            Generate speech in the voice of a reference recording.
          </p>
        </div>
        <HealthBadge
          health={view.health}
          error={view.healthError}
          onCheckAgain={() => send({ type: 'health.check' })}
          className="justify-items-end"
        />
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Reference Audio</CardTitle>
          <CardDescription>Upload an audio file or record one with your microphone.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReferencePanel
            view={view}
            onChooseFile={(file) => send({ type: 'reference.choose', file })}
            onRecord={() => send({ type: 'recording.start' })}
            onStop={() => send({ type: 'recording.stop' })}
            onCancel={() => send({ type: 'recording.cancel' })}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Text and Settings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <form
            noValidate
            className="grid gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'job.submit' });
            }}
          >
            <div className="grid gap-2">
              <label htmlFor={textId} className="text-sm font-medium text-foreground">
                Text
              </label>
              <textarea
                id={textId}
                value={text}
                rows={5}
                placeholder="Type the text to speak..."
                onChange={(event) => send({ type: 'text.change', text: event.currentTarget.value })}
                className={cn(
                  'min-h-32 w-full resize-y rounded-lg border border-input bg-background px-4 py-3 text-[15px] leading-relaxed shadow-xs',
                  'outline-none placeholder:text-subtle-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
                )}
              />
            </div>
            <SpeechTestSliders
              values={sliders}
              onChange={(name, value) => send({ type: 'settings.change', name, value })}
            />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" disabled={!view.canSubmit}>
                {view.generating ? <Spinner decorative size="sm" /> : <SparklesIcon aria-hidden />}
                {view.generating ? 'Generating...' : 'Generate Speech'}
              </Button>
              {view.progressLabel ? (
                <div className="grid min-w-48 flex-1 gap-1.5" role="status">
                  <span className="text-sm text-subtle-foreground">{view.progressLabel}</span>
                  {view.progress !== null ? (
                    <Progress value={view.progress} aria-label="Generation progress" />
                  ) : null}
                </div>
              ) : null}
            </div>
          </form>
          <ErrorMessage text={view.error} />
        </CardContent>
      </Card>

      {view.result ? (
        <Card>
          <CardHeader>
            <CardTitle>Result</CardTitle>
          </CardHeader>
          <CardContent>
            <SpeechTestResult
              audio={view.result}
              downloading={view.downloading}
              downloadError={view.downloadError}
              onDownload={() => send({ type: 'result.download' })}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
