// Server entry point (`node apps/server/dist/main.js`, `npm run dev`): configuration from the environment,
// startup, and graceful shutdown on SIGINT/SIGTERM.
import { ConfigError, loadConfigFromEnv } from './config';
import { startServer, StartupError } from './start';
import { closeOnSignals } from './startup/graceful-shutdown';
import { restrictNewFiles } from './startup/private-data-dir';

async function main(): Promise<void> {
  restrictNewFiles();
  const running = await startServer(loadConfigFromEnv());
  closeOnSignals('the server', running);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error('Twin Studio failed to start:', error);
  process.exit(1);
});
