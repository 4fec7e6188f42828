// Admin CLI (`npm run admin -- <command>`): sends the command to the running server over DATA_DIR/admin.sock,
// or, when no server is running, opens the database (DATA_DIR / DATABASE_URL) itself and runs it directly.
// `restore` runs here only, with no server. FILE arguments are taken from where npm was run (INIT_CWD).
import { resolve } from 'node:path';
import { databaseLocationFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { DumpMismatchError } from '../db/table-dump';
import { makeDataDirPrivate, restrictNewFiles } from '../startup/private-data-dir';
import { adminSocketPath, isAdminSocketLive, sendAdminCommand } from './admin-socket';
import { fileArgument, runAdminCommand, type AdminResult } from './commands';
import { describeRestore, restoreBackup, RestoreRefusedError } from './restore';

export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<AdminResult> {
  const { dataDir, databaseUrl } = databaseLocationFromEnv(env);
  const [command, ...args] = argv;
  if (command === 'restore') return restore(args, { dataDir, databaseUrl }, env);
  // The server may run in another directory: it gets the FILE as an absolute path.
  const sent =
    (command === 'backup' || command === 'watermark:check') && args.length === 1
      ? [command, fromInvocation(args[0]!, env)]
      : argv;
  const viaServer = await sendAdminCommand(adminSocketPath(dataDir), sent);
  if (viaServer) return viaServer;
  const database = await openDatabase({ dataDir, databaseUrl });
  if (!databaseUrl) makeDataDirPrivate(dataDir, (line) => process.stderr.write(line + '\n'));
  try {
    return await runAdminCommand({ db: database.db, dataDir }, sent);
  } finally {
    await database.close();
  }
}

function fromInvocation(file: string, env: NodeJS.ProcessEnv): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}

async function restore(
  args: readonly string[],
  target: { dataDir: string; databaseUrl?: string },
  env: NodeJS.ProcessEnv,
): Promise<AdminResult> {
  if (await isAdminSocketLive(adminSocketPath(target.dataDir))) {
    return { output: `A server is running with DATA_DIR ${target.dataDir}. Stop it first.`, exitCode: 1 };
  }
  let file: string;
  try {
    file = fromInvocation(fileArgument(args, 'restore'), env);
  } catch (error) {
    return { output: (error as Error).message, exitCode: 2 };
  }
  try {
    return { output: describeRestore(file, await restoreBackup(target, file)), exitCode: 0 };
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof DumpMismatchError) {
      return { output: error.message, exitCode: 1 };
    }
    throw error;
  }
}

const isEntryPoint = process.argv[1] && /cli\.(ts|js|mjs)$/.test(process.argv[1]);
if (isEntryPoint) {
  restrictNewFiles();
  runCli(process.argv.slice(2)).then(
    (result) => {
      (result.exitCode === 0 ? process.stdout : process.stderr).write(result.output + '\n');
      process.exitCode = result.exitCode;
    },
    (error: unknown) => {
      process.stderr.write(`Admin command failed: ${(error as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
