// Pure rules of the library's list: tag each list's rows with their type, merge the two lists
// newest first, and tell whether any job still runs (then the page re-fetches every 5 s).
import type { LibraryJob, LibraryJobRecord, LibraryJobType } from './library.types';

export function tagJobs(records: readonly LibraryJobRecord[], job_type: LibraryJobType): LibraryJob[] {
  return records.map((record) => ({ ...record, job_type }));
}

function timeOf(job: LibraryJob): number {
  const time = Date.parse(job.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest first; jobs made at the same moment keep their list order. */
export function newestFirst(jobs: readonly LibraryJob[]): LibraryJob[] {
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => timeOf(b.job) - timeOf(a.job) || a.index - b.index)
    .map(({ job }) => job);
}

/** The library's jobs with the list of `job_type` replaced by `records`, newest first. */
export function replaceJobsOfType(
  jobs: readonly LibraryJob[],
  job_type: LibraryJobType,
  records: readonly LibraryJobRecord[],
): LibraryJob[] {
  return newestFirst([...jobs.filter((job) => job.job_type !== job_type), ...tagJobs(records, job_type)]);
}

export function isActiveJob(job: Pick<LibraryJob, 'status'>): boolean {
  return job.status === 'pending' || job.status === 'processing';
}

export function hasActiveJobs(jobs: readonly LibraryJob[]): boolean {
  return jobs.some(isActiveJob);
}
