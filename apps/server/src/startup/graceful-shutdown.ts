// Graceful shutdown for the server's and the worker's entry points: on SIGINT/SIGTERM close what runs and exit 0,
// give up after a grace period, and take a second signal as "now".
const SHUTDOWN_GRACE_MS = 10_000;

/** Closes `running` on the first SIGINT/SIGTERM (`what` names it in the log line). */
export function closeOnSignals(what: string, running: { close(): Promise<void> }): void {
  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) process.exit(1); // a second Ctrl+C means now
    shuttingDown = true;
    console.log(`Received ${signal}, stopping ${what}…`);
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
