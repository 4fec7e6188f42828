// @twin/machines/account/data-export: the account page's "Export my data" and its types.
export { dataExportMachine, dataExportTimings } from './data-export.machine';
export type { DataExportActorRef, DataExportMachine, DataExportSnapshot } from './data-export.machine';
export { dataExportMessages } from './data-export.messages';
export type { DataExportContext, DataExportEvent, DataExportView } from './data-export.types';
