// Server entry point (`node apps/server/dist/main.js`, `npm run dev`): configuration from the environment,
// startup, and graceful shutdown on SIGINT/SIGTERM.
import { ConfigError, loadConfigFromEnv } from './config';
import { startServer, StartupError } from './start';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigFromEnv();
  const running = await startServer(config);

  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) process.exit(1); // a second Ctrl+C means now
    shuttingDown = true;
    console.log(`Received ${signal}, shutting down…`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error during shutdown:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error('Twin Studio failed to start:', error);
  process.exit(1);
});
