// Vitest global setup of the end-to-end project: one migrated database for the run, made by the built admin
// CLI (scripts/local-server.mjs makeDatabaseTemplate); every journey server starts on a copy of it.
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from '../../scripts/local-server.mjs';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await makeDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
