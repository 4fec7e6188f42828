// Admin CLI (`npm run admin -- <command>`): sends the command to the running server over DATA_DIR/admin.sock,
// or, when no server is running, opens the database (DATA_DIR / DATABASE_URL) itself and runs it directly.
import { databaseLocationFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { makeDataDirPrivate, restrictNewFiles } from '../startup/private-data-dir';
import { adminSocketPath, sendAdminCommand } from './admin-socket';
import { runAdminCommand, type AdminResult } from './commands';

export async function runCli(argv: readonly string[], env?: NodeJS.ProcessEnv): Promise<AdminResult> {
  const { dataDir, databaseUrl } = databaseLocationFromEnv(env);
  const viaServer = await sendAdminCommand(adminSocketPath(dataDir), argv);
  if (viaServer) return viaServer;
  const database = await openDatabase({ dataDir, databaseUrl });
  if (!databaseUrl) makeDataDirPrivate(dataDir, (line) => process.stderr.write(line + '\n'));
  try {
    return await runAdminCommand(database.db, argv);
  } finally {
    await database.close();
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
