// Sample events for walking the data export's graph: the latest export (none, one being made, one done), a
// started one, a refusal, a status answer and a failed read. The poll timer is tried bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { DataExportMachine } from './data-export.machine';
import type { DataExportView } from './data-export.types';

const making: DataExportView = {
  id: 'export-1',
  status: 'processing',
  progressPercent: 40,
  errorMessage: null,
  downloadUrl: null,
  sizeBytes: null,
  createdAt: '2026-11-28T07:00:00.000Z',
};
const done: DataExportView = { ...making, status: 'completed', progressPercent: 100, downloadUrl: '/zip' };

export const dataExportMachineWalk: MachineWalk<DataExportMachine> = {
  events: [
    actorDone('loadLatestExport', null),
    actorDone('loadLatestExport', making),
    actorFailed('loadLatestExport', new Error('Network down')),
    { type: 'export.start' },
    actorDone('startExport', making),
    actorFailed('startExport', new Error('Your data export is already being made.')),
    actorDone('checkDataExport', done),
    actorFailed('checkDataExport', new Error('Network down')),
  ],
};
