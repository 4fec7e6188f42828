// @twin/machines/create-voice/consent: the consent step before a pro clone (issue 23), its types,
// limits and texts.
export { consentMachine } from './consent.machine';
export type { ConsentActorRef, ConsentInput, ConsentMachine, ConsentSnapshot } from './consent.machine';
export type {
  ConsentCaptureCommand,
  ConsentCaptureInput,
  ConsentCaptureReport,
  ConsentChallenge,
  ConsentCheck,
  ConsentContext,
  ConsentEmitted,
  ConsentEvent,
  ConsentOutcome,
  ConsentRecord,
  ConsentStart,
  ConsentTake,
  UploadConsentInput,
} from './consent.types';
export { consentLimits, consentMessages } from './consent.messages';
