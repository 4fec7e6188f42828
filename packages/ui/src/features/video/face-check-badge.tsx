// FaceCheckBadge: a video card's face check — 'Ready for lip-sync' when the video shows one face the lips can be
// animated in and it is the face of the creator's consent recording, or the short reason ('No face found', 'Several
// faces', 'Face too small', 'Not your consent face', 'Consent with camera needed'); nothing for a video not checked.
// The longer explanation is its title. Used by /video's library and the Create Video picker.
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import {
  consentFaceDetails,
  consentFaceLabels,
  faceCheckDetails,
  faceCheckLabels,
  isConsentFace,
  isFaceCheck,
} from '@twin/machines/shared';
import { cn } from '../../lib/cn';

export interface FaceCheckBadgeProps {
  faceCheck: unknown;
  /** How the one face compares with the consent recordings ('matches', 'differs', 'no_consent_face'). */
  consentFace?: unknown;
  className?: string;
}

export function FaceCheckBadge({ faceCheck, consentFace, className }: FaceCheckBadgeProps) {
  if (!isFaceCheck(faceCheck)) return null;
  const compared = faceCheck === 'ready' && isConsentFace(consentFace) ? consentFace : null;
  const ready = faceCheck === 'ready' && (compared === null || compared === 'matches');
  const Icon = ready ? CircleCheckIcon : CircleAlertIcon;
  return (
    <span
      data-slot="face-check-badge"
      data-face-check={faceCheck}
      data-consent-face={compared ?? undefined}
      title={compared ? consentFaceDetails[compared] : faceCheckDetails[faceCheck]}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        ready ? 'bg-success-soft text-success' : 'bg-subtle text-foreground',
        className,
      )}
    >
      <Icon aria-hidden className={cn('size-3.5', ready ? null : 'text-warning')} />
      {compared ? consentFaceLabels[compared] : faceCheckLabels[faceCheck]}
    </span>
  );
}
