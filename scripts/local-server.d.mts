// Types of scripts/local-server.mjs for the TypeScript end-to-end tests.
export declare const repoRoot: string;
export declare const serverEntry: string;

export interface LocalServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The invitation link exactly as printed, or null when none was printed. */
  invitationUrl: string | null;
  /** The code from the invitation link, or null. */
  invitationCode: string | null;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its DATA_DIR. */
  stop(): Promise<void>;
}

export interface LocalServerOptions {
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  echo?: boolean;
  /** A DATA_DIR from makeDatabaseTemplate whose database the new server starts with. */
  databaseTemplate?: string;
}

export declare function findFreePort(): Promise<number>;
export declare function parseInvitation(text: string): { url: string; code: string } | null;
export declare function startLocalServer(options?: LocalServerOptions): Promise<LocalServer>;
export declare function makeDatabaseTemplate(): Promise<string>;
export declare function seedDataDir(dataDir: string, databaseTemplate: string | undefined): void;
