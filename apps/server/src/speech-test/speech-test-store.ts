// The speech-test service's state on disk, under DATA_DIR/speech-test (folders 0700, files 0600): reference
// uploads (`references/<id>.<container>` plus `<id>.json`), jobs (`jobs/<id>.json`, written whole by rename) and
// results (`results/speech-test-<uuid>.wav`). No database table: the service is anonymous and short-lived. Everything
// expires `lifetimeMs` after it was made (a result: after it was finished) and is then treated as missing; the
// sweep deletes it. Opening loads what is there, fails jobs a previous process left unfinished, and removes
// files no record names.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chmod, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeechTestJobStatus, SpeechTestResult } from '@twin/api-client';
import { removeQuietly } from '../files/media-store';
import { speechTestMessages } from './speech-test-messages';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REFERENCE_URL = new RegExp(`^reference:(${UUID})$`);
const RESULT_FILE = new RegExp(`^speech-test-${UUID}\\.wav$`);
/** Files no record names are removed once this old (a result being moved in is named a moment later). */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;
/**
 * Live references kept at most, from every caller together (the per-IP limits do not bound many addresses): at
 * the default 20 MB each, a few GB of disk. Past it an upload is refused as busy until references expire.
 */
export const MAX_LIVE_REFERENCES = 200;

export interface ReferenceRecord {
  id: string;
  /** The stored file's name under references/ (ours: `<id>.<container>`). */
  file: string;
  durationSeconds: number;
  /** The file's size (absent from records of older versions: counted as 0). */
  sizeBytes?: number;
  createdAt: number;
}

export interface SpeechTestSettings {
  text: string;
  cfg_scale: number;
  inference_steps: number;
  /** The seed used (a random one when -1 was asked). */
  seed: number;
  speed: number;
}

export interface JobRecord {
  id: string;
  referenceId: string;
  settings: SpeechTestSettings;
  status: SpeechTestJobStatus;
  error: string | null;
  result: SpeechTestResult | null;
  createdAt: number;
  finishedAt: number | null;
}

/** The `url` an upload answers: a name for the stored reference, never a path or an address to fetch. */
export function referenceUrl(id: string): string {
  return `reference:${id}`;
}

/** The reference id a submit's `ref_url` names, or null when it is not one of ours in form. */
export function referenceIdOf(refUrl: string): string | null {
  return REFERENCE_URL.exec(refUrl.trim())?.[1] ?? null;
}

export function isResultFileName(name: string): boolean {
  return RESULT_FILE.test(name);
}

const isFinal = (status: SpeechTestJobStatus) =>
  status === 'completed' || status === 'failed' || status === 'timeout';

export class SpeechTestStore {
  readonly root: string;
  readonly referencesDir: string;
  readonly jobsDir: string;
  readonly resultsDir: string;
  private readonly references = new Map<string, ReferenceRecord>();
  private readonly jobs = new Map<string, JobRecord>();
  private readonly jobByFile = new Map<string, string>();

  constructor(
    dataDir: string,
    private readonly options: { lifetimeMs: number; now: () => number; maxReferences?: number },
  ) {
    this.root = join(dataDir, 'speech-test');
    this.referencesDir = join(this.root, 'references');
    this.jobsDir = join(this.root, 'jobs');
    this.resultsDir = join(this.root, 'results');
    for (const dir of [this.root, this.referencesDir, this.jobsDir, this.resultsDir])
      mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** Loads the records on disk; unfinished jobs of a previous process fail; then sweeps. */
  async open(): Promise<void> {
    for (const record of await this.readRecords<ReferenceRecord>(this.referencesDir)) {
      this.references.set(record.id, record);
    }
    for (const record of await this.readRecords<JobRecord>(this.jobsDir)) {
      this.remember(record);
      if (!isFinal(record.status)) {
        await this.updateJob(record.id, {
          status: 'failed',
          error: speechTestMessages.interrupted,
          finishedAt: this.options.now(),
        });
      }
    }
    await this.sweep({ orphansOfAnyAge: true });
  }

  // References

  /** Moves an identified upload into place and records it. */
  async addReference(
    tempPath: string,
    container: string,
    durationSeconds: number,
    sizeBytes: number,
  ): Promise<ReferenceRecord> {
    const id = randomUUID();
    const record: ReferenceRecord = {
      id,
      file: `${id}.${container}`,
      durationSeconds,
      sizeBytes,
      createdAt: this.options.now(),
    };
    const path = join(this.referencesDir, record.file);
    await rename(tempPath, path);
    await chmod(path, 0o600);
    try {
      await this.writeRecord(this.referencesDir, id, record);
    } catch (error) {
      await removeQuietly(path);
      throw error;
    }
    this.references.set(id, record);
    return record;
  }

  /** A stored reference that has not expired, or null. */
  reference(id: string): ReferenceRecord | null {
    const record = this.references.get(id);
    return record && !this.expired(record.createdAt) ? record : null;
  }

  /** Whether one more reference may be stored (fewer live ones than the cap). */
  hasRoomForReference(): boolean {
    let live = 0;
    for (const record of this.references.values()) if (!this.expired(record.createdAt)) live++;
    return live < (this.options.maxReferences ?? MAX_LIVE_REFERENCES);
  }

  /** Bytes of the references stored in the last `windowMs`. */
  referenceBytesSince(windowMs: number): number {
    const since = this.options.now() - windowMs;
    let bytes = 0;
    for (const record of this.references.values())
      if (record.createdAt > since) bytes += record.sizeBytes ?? 0;
    return bytes;
  }

  referencePath(record: ReferenceRecord): string {
    return join(this.referencesDir, record.file);
  }

  // Jobs

  async addJob(referenceId: string, settings: SpeechTestSettings): Promise<JobRecord> {
    const record: JobRecord = {
      id: randomUUID(),
      referenceId,
      settings,
      status: 'queued',
      error: null,
      result: null,
      createdAt: this.options.now(),
      finishedAt: null,
    };
    await this.writeRecord(this.jobsDir, record.id, record);
    this.remember(record);
    return record;
  }

  /** A job that has not expired, or null. */
  job(id: string): JobRecord | null {
    const record = this.jobs.get(id);
    return record && !this.jobExpired(record) ? record : null;
  }

  /** The job whose result is `file`, when it is completed and has not expired. */
  jobOfResult(file: string): JobRecord | null {
    const id = this.jobByFile.get(file);
    const record = id ? this.job(id) : null;
    return record?.status === 'completed' ? record : null;
  }

  newResultFileName(): string {
    return `speech-test-${randomUUID()}.wav`;
  }

  resultPath(file: string): string {
    if (!isResultFileName(file)) throw new Error('not a result file name');
    return join(this.resultsDir, file);
  }

  async updateJob(id: string, patch: Partial<Omit<JobRecord, 'id'>>): Promise<JobRecord> {
    const current = this.jobs.get(id);
    if (!current) throw new Error(`unknown speech-test job ${id}`);
    const next = { ...current, ...patch };
    this.remember(next);
    await this.writeRecord(this.jobsDir, id, next);
    return next;
  }

  /** Ends a job (completed, failed or timeout); its hour starts now. */
  finishJob(id: string, patch: Pick<Partial<JobRecord>, 'status' | 'error' | 'result'>): Promise<JobRecord> {
    return this.updateJob(id, { ...patch, finishedAt: this.options.now() });
  }

  /** Seconds of speech the jobs completed in the last `windowMs` generated. */
  generatedSecondsSince(windowMs: number): number {
    const since = this.options.now() - windowMs;
    let seconds = 0;
    for (const job of this.jobs.values()) {
      if (job.status === 'completed' && job.result && (job.finishedAt ?? 0) > since)
        seconds += job.result.duration;
    }
    return seconds;
  }

  /** Unfinished jobs, oldest first. */
  activeJobs(): JobRecord[] {
    return [...this.jobs.values()].filter((job) => !isFinal(job.status));
  }

  // Expiry

  /**
   * Deletes expired references (unless a job still waits for one), expired jobs with their results, and files
   * no record names (older than a few minutes, or any age at open).
   */
  async sweep({ orphansOfAnyAge = false }: { orphansOfAnyAge?: boolean } = {}): Promise<void> {
    const inUse = new Set(this.activeJobs().map((job) => job.referenceId));
    for (const record of [...this.references.values()]) {
      if (!this.expired(record.createdAt) || inUse.has(record.id)) continue;
      this.references.delete(record.id);
      await removeQuietly(join(this.referencesDir, `${record.id}.json`));
      await removeQuietly(this.referencePath(record));
    }
    for (const record of [...this.jobs.values()]) {
      if (!this.jobExpired(record)) continue;
      this.jobs.delete(record.id);
      if (record.result) this.jobByFile.delete(record.result.audio_file);
      await removeQuietly(join(this.jobsDir, `${record.id}.json`));
      if (record.result) await removeQuietly(this.resultPath(record.result.audio_file));
    }
    const known = new Set<string>();
    for (const record of this.references.values()) known.add(record.file).add(`${record.id}.json`);
    for (const record of this.jobs.values()) {
      known.add(`${record.id}.json`);
      if (record.result) known.add(record.result.audio_file);
    }
    for (const dir of [this.referencesDir, this.jobsDir, this.resultsDir]) {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (known.has(name)) continue;
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info && (orphansOfAnyAge || Date.now() - info.mtimeMs > ORPHAN_MIN_AGE_MS))
          await removeQuietly(path);
      }
    }
  }

  private expired(since: number): boolean {
    return this.options.now() >= since + this.options.lifetimeMs;
  }

  /** Finished jobs live an hour after they finished; unfinished ones until they finish. */
  private jobExpired(record: JobRecord): boolean {
    return record.finishedAt !== null && this.expired(record.finishedAt);
  }

  private remember(record: JobRecord): void {
    this.jobs.set(record.id, record);
    if (record.result) this.jobByFile.set(record.result.audio_file, record.id);
  }

  /** Whole-file writes: a temp file (0600) renamed over the record, so a crash never leaves half a record. */
  private async writeRecord(dir: string, id: string, record: unknown): Promise<void> {
    const path = join(dir, `${id}.json`);
    const temp = join(dir, `${id}.json.${randomUUID()}.part`);
    try {
      await writeFile(temp, JSON.stringify(record), { mode: 0o600, flag: 'wx' });
      await rename(temp, path);
    } catch (error) {
      await removeQuietly(temp);
      throw error;
    }
  }

  /** Records whose names and shape are ours; anything else is left for the sweep. */
  private async readRecords<T extends { id: string }>(dir: string): Promise<T[]> {
    const records: T[] = [];
    for (const name of await readdir(dir)) {
      if (!new RegExp(`^${UUID}\\.json$`).test(name)) continue;
      try {
        const record = JSON.parse(await readFile(join(dir, name), 'utf8')) as T;
        if (record && `${record.id}.json` === name) records.push(record);
      } catch {
        // A damaged record: its file is swept as an orphan.
      }
    }
    return records;
  }
}
