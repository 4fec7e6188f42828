// Lip-sync job rows made and failed directly (tokens taken and refunded as the job does), for the tests of the
// features that count them without running the engine: the account's usage, storage and credits history.
export { createLipsyncJob, failLipsyncJob } from '../video/lipsync-jobs.repository';
