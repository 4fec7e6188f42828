// Sample events for walking the project save cycle: edits, the save's three answers (saved, refused as older,
// unreachable) and coming back online; the timers go bare.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { ProjectSaveMachine } from './project-save.machine';

export const projectSaveMachineWalk: MachineWalk<ProjectSaveMachine> = {
  inputs: [{ version: 0 }, { version: 3, unsaved: { settings: { text: 'Kept offline' } } }],
  events: [
    { type: 'project.edit', data: { settings: { text: 'Hello' } } },
    actorDone('saveProject', { outcome: 'saved', version: 1 }),
    actorDone('saveProject', { outcome: 'conflict' }),
    actorFailed('saveProject', new TypeError('Failed to fetch')),
    { type: 'project.online' },
  ],
};
