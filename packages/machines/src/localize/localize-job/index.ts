// @twin/machines/localize-job: the localization job poll of /localize (every 3 s, the completed
// redirect, the failure cleared after 5 s, the 15-minute limit), with its types, texts and view.
export { localizeJobMachine, localizeJobTimings } from './localize-job.machine';
export type { LocalizeJobActorRef, LocalizeJobMachine, LocalizeJobSnapshot } from './localize-job.machine';
export type {
  CheckLocalizationJobInput,
  CanceledLocalizationJob,
  LocalizedVideo,
  LocalizeJobCheck,
  LocalizeJobContext,
  LocalizeJobEvent,
  LocalizeJobInput,
  LocalizeJobOutcome,
  LocalizeJobOutput,
  LocalizeJobStatus,
} from './localize-job.types';
export { localizeJobMessages } from './localize-job.messages';
export { localizeJobView, type LocalizeJobPhase, type LocalizeJobView } from './localize-job.view';
