// Vitest global setup of the server project: makes the migrated PGlite template once for the run
// (database-template.ts) and removes it when the run ends.
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate, removeDatabaseTemplate } from './database-template';

export default async function setup(project: TestProject): Promise<() => void> {
  const template = await makeDatabaseTemplate();
  project.provide('pgliteTemplateDataDir', template);
  return () => removeDatabaseTemplate(template);
}
