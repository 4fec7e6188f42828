// startServer(config): build the app, create the first-run invitation, listen on PORT, open the admin socket, and
// print the invitation (also written to DATA_DIR/invitation.txt, 0600) and "running" lines. Returns a handle whose close() shuts everything down in order.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { adminSocketPath, isAdminSocketLive, startAdminSocket, type AdminSocket } from './admin/admin-socket';
import { buildServer } from './app';
import type { ServerConfig } from './config';
import {
  createStartupInvitationIfNoUsers,
  invitationFileLine,
  invitationLine,
  invitationLink,
  runningLine,
  saveInvitation,
} from './startup/invitation';
import { makeDataDirPrivate, makePrivateDirectory } from './startup/private-data-dir';

export class StartupError extends Error {}

const WARM_UP_DELAY_MS = 3000;

export interface RunningServer {
  app: FastifyInstance;
  port: number;
  /** The first-run invitation code, when one was created. */
  invitationCode: string | null;
  adminSocket: AdminSocket | null;
  close(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  print: (line: string) => void = (line) => console.log(line),
): Promise<RunningServer> {
  makePrivateDirectory(config.dataDir);
  // PGlite must be opened by one process only: refuse before touching the database.
  if (await isAdminSocketLive(adminSocketPath(config.dataDir))) {
    throw new StartupError(
      `Another Twin Studio server is already running with DATA_DIR ${config.dataDir}. Stop it first, or use another DATA_DIR.`,
    );
  }

  const app = await buildServer(config);
  // After the database is open, so the files it made are checked too.
  makeDataDirPrivate(config.dataDir, (line) => app.log.warn(line));
  let adminSocket: AdminSocket | null = null;
  try {
    const invitationCode = await createStartupInvitationIfNoUsers(app.database.db);
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new StartupError(`Port ${config.port} is already in use. Set PORT to another port.`);
      }
      throw error;
    }
    try {
      adminSocket = await startAdminSocket(app.database.db, config.dataDir);
    } catch (error) {
      app.log.warn({ err: error }, 'admin socket unavailable; `npm run admin` will not reach this server');
      console.warn(`Warning: the admin socket could not be opened (${(error as Error).message}).`);
    }
    // The first voice job should not wait for the speech engine's one-off calibration; started a little after
    // the port opens so it does not compete with the first requests.
    setTimeout(() => {
      app.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'speech engine warm-up failed'));
    }, WARM_UP_DELAY_MS).unref();
    const port = (app.server.address() as AddressInfo).port;
    if (invitationCode) {
      print(invitationLine(port, invitationCode));
      print(invitationFileLine(saveInvitation(config.dataDir, invitationLink(port, invitationCode))));
    }
    print(runningLine(port));
    const socket = adminSocket;
    return {
      app,
      port,
      invitationCode,
      adminSocket: socket,
      async close() {
        await socket?.close();
        await app.close();
      },
    };
  } catch (error) {
    await adminSocket?.close();
    await app.close();
    throw error;
  }
}
