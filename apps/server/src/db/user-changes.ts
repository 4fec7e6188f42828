// Hears, on PostgreSQL, every change of a users row made by any process: migration 0012's trigger announces each
// UPDATE, DELETE and TRUNCATE of users on the channel users_changed, and one connection of this process listens to
// it. Its count moves on every notice and every time that connection is lost or comes back, so a copy of a row read
// at count N stays true while the count is still N (auth/session-users.ts relies on it, as on db/write-count.ts for
// the embedded database), once caughtUp() has made sure every change committed before a call was heard. While the
// connection is not listening, `listening` is false and nothing may be reused.
import pg from 'pg';
import type { WriteCount } from './write-count';

export const USERS_CHANGED_CHANNEL = 'users_changed';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'twin-user-changes';

/** Wait before listening again after the connection was lost or could not be made. */
const RECONNECT_MS = 1_000;

export class UserChanges implements WriteCount {
  value = 0;
  listening = false;
  private client: pg.Client | null = null;
  private started = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private syncing: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;

  constructor(private readonly connectionString: string) {}

  /** Starts listening, once; until the LISTEN is in place (and whenever it is lost) `listening` stays false. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  /**
   * Resolves true once every change committed before it was asked has been heard: a round trip on the listening
   * connection, whose answer PostgreSQL sends only after the notices already due to it. Calls that ask while one
   * is on its way share the next one, which starts after they asked. False when not listening.
   */
  caughtUp(): Promise<boolean> {
    if (!this.syncing) return this.sync();
    this.queued ??= this.syncing.then(() => {
      this.queued = null;
      return this.sync();
    });
    return this.queued;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.lost();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_NAME,
    });
    this.client = client;
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (notice) => {
      if (notice.channel === USERS_CHANGED_CHANNEL && client === this.client) this.value += 1;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${USERS_CHANGED_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (client !== this.client || this.closed) return;
    // Whatever changed before the LISTEN took effect was not heard: copies from before are not reused.
    this.value += 1;
    this.listening = true;
  }

  private sync(): Promise<boolean> {
    const client = this.client;
    if (!client || !this.listening) return Promise.resolve(false);
    const syncing = client.query('').then(
      () => client === this.client && this.listening,
      () => false,
    );
    this.syncing = syncing;
    void syncing.then(() => {
      if (this.syncing === syncing) this.syncing = null;
    });
    return syncing;
  }

  /** The listening connection is gone (or closed): forget it, reuse nothing, and listen again after a while. */
  private lost(client: pg.Client | null = this.client): void {
    if (!client || client !== this.client) return;
    this.client = null;
    this.listening = false;
    this.value += 1;
    client.removeAllListeners('notification');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (!this.closed) {
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.connect();
      }, RECONNECT_MS);
      this.retry.unref();
    }
  }
}

const watchers = new WeakMap<object, UserChanges>();

/** Lets `db` (the Drizzle database over PostgreSQL at `connectionString`) hear changes of users once it is asked. */
export function watchUserChanges(db: object, connectionString: string): UserChanges {
  const changes = new UserChanges(connectionString);
  watchers.set(db, changes);
  return changes;
}

/** The user changes heard for `db`, started on first use; undefined on the embedded database. */
export function userChangesOf(db: object): UserChanges | undefined {
  const changes = watchers.get(db);
  changes?.start();
  return changes;
}
