// A throwaway PostgreSQL server for `npm test` (Debian's postgresql package): initdb into a temp directory,
// started on a free loopback port with trust auth, stopped and deleted afterwards. The tests that need a real
// PostgreSQL (row locks, parallel transactions, pg-boss on the pg driver) read its URL from TEST_DATABASE_URL and
// make their own database in it. Root cannot run PostgreSQL, so as root the cluster runs as the `postgres` user.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's bin directory, e.g. /usr/lib/postgresql/15/bin; null when none. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The uid/gid of `user` from `id`, or null. */
function idsOf(user) {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a server; answers `{ url, stop() }`, or `{ skipped: reason }` when PostgreSQL cannot run here (the
 * PostgreSQL tests then skip and say so).
 */
export async function startDisposablePostgres() {
  const bin = postgresBinDir();
  if (!bin) return { skipped: 'no PostgreSQL server under /usr/lib/postgresql' };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? idsOf('postgres') : null;
  if (asRoot && !owner) return { skipped: 'running as root and there is no postgres user' };

  const dir = mkdtempSync(join(tmpdir(), 'twin-postgres-'));
  const dataDir = join(dir, 'data');
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const run = (command, args) => {
    const full = owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    return spawnSync(full[0], full[1], { encoding: 'utf8', cwd: dir });
  };
  const initialised = run('initdb', ['-D', dataDir, '-U', 'twin', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  if (initialised.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `initdb failed: ${initialised.stderr.trim()}` };
  }
  const port = await freePort();
  // No fsync: a test cluster that dies is thrown away anyway. Sockets stay in the temp directory.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const started = run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `pg_ctl start failed: ${started.stderr.trim() || started.stdout.trim()}` };
  }
  return {
    url: `postgres://twin@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
