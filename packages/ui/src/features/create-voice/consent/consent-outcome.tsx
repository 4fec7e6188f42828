// ConsentOutcome: what the server found in a consent take — the phrase heard or not, and with a
// camera whether one face was seen clearly (lip-sync then takes only videos of that face; issue 23).
// An audio-only take proves the voice only.
import type { ConsentRecord } from '@twin/machines/create-voice/consent';
import type * as React from 'react';
import { CircleCheckIcon, CircleMinusIcon, CircleXIcon } from 'lucide-react';

function Line({ ok, children }: { ok: boolean | null; children: React.ReactNode }) {
  const Icon = ok === null ? CircleMinusIcon : ok ? CircleCheckIcon : CircleXIcon;
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden className={ok === false ? 'mt-0.5 size-4 text-destructive' : 'mt-0.5 size-4'} />
      <span>{children}</span>
    </li>
  );
}

export function ConsentOutcome({ record }: { record: ConsentRecord }) {
  return (
    <ul data-slot="consent-outcome" className="grid gap-1 text-sm">
      <Line ok={record.words.passed}>
        {record.words.passed ? 'We heard the phrase.' : 'We could not hear the phrase.'}
      </Line>
      {record.hasVideo ? (
        <Line ok={record.face === null ? null : record.face.passed}>
          {record.face === null
            ? 'We could not check your face: this consent proves your voice, not your face.'
            : record.face.passed
              ? 'We saw your face: lip-sync will use only videos of this face.'
              : 'We could not see your face clearly: this consent proves your voice, not your face.'}
        </Line>
      ) : (
        <Line ok={null}>Audio only: this consent proves your voice, not your face.</Line>
      )}
    </ul>
  );
}
