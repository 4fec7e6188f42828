// The account page's "Export my data" (issue 26): on arrival the latest export is read (`loadLatestExport`); an
// unfinished one is followed. `export.start` asks the server for a new one (`startExport`); a refusal shows the
// server's words (one is already being made, too many files) and the page stays as it was. While it is made its
// status is asked every 2 s (`pollInterval`, `checkDataExport`) until it completed (the download link) or failed
// (its message); a status call that fails is only logged and polling goes on.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessageOr } from '../../shared/error-message';
import { notProvided } from '../../shared/not-provided';
import { checkedOutput, checkError, pollAgain, pollWaiting } from '../../shared/polling';
import { dataExportMessages } from './data-export.messages';
import type {
  CheckDataExportInput,
  DataExportContext,
  DataExportEvent,
  DataExportView,
} from './data-export.types';

export const dataExportTimings = { pollInterval: 2000 } as const;

const unfinished = (view: DataExportView | null) =>
  view !== null && (view.status === 'pending' || view.status === 'processing');

export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
  },
  actors: {
    loadLatestExport: notProvided<DataExportView | null, void>('loadLatestExport'),
    startExport: notProvided<DataExportView, void>('startExport'),
    checkDataExport: notProvided<DataExportView, CheckDataExportInput>('checkDataExport'),
  },
  actions: {
    /** A failed read is only logged (the app's console). */
    logError: (_, _params: { error: unknown }) => {},
    showExport: assign((_, view: DataExportView | null) => ({ export: view, error: null })),
    showStartError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOr(params.error, dataExportMessages.startFailed),
    })),
  },
  guards: {
    isUnfinished: (_, view: DataExportView | null) => unfinished(view),
  },
  delays: dataExportTimings,
}).createMachine({
  id: 'dataExport',
  context: { export: null, error: null },
  initial: 'loading',
  states: {
    /** Reading the latest export. */
    loading: {
      invoke: {
        id: 'loadLatestExport',
        src: 'loadLatestExport',
        onDone: [
          {
            guard: { type: 'isUnfinished', params: checkedOutput },
            target: 'making',
            actions: { type: 'showExport', params: checkedOutput },
          },
          { target: 'idle', actions: { type: 'showExport', params: checkedOutput } },
        ],
        onError: { target: 'idle', actions: { type: 'logError', params: checkError } },
      },
    },
    /** Nothing being made: none yet, the last one's download, or its failure. */
    idle: {
      on: { 'export.start': 'starting' },
    },
    starting: {
      invoke: {
        id: 'startExport',
        src: 'startExport',
        onDone: { target: 'making', actions: { type: 'showExport', params: checkedOutput } },
        onError: { target: 'idle', actions: { type: 'showStartError', params: checkError } },
      },
    },
    /** The zip is being made: its status every 2 s. */
    making: {
      initial: 'waiting',
      states: {
        waiting: pollWaiting('pollInterval'),
        checking: {
          invoke: {
            id: 'checkDataExport',
            src: 'checkDataExport',
            input: ({ context }) => ({ exportId: context.export?.id ?? '' }),
            onDone: [
              {
                guard: { type: 'isUnfinished', params: checkedOutput },
                ...pollAgain({ type: 'showExport', params: checkedOutput }),
              },
              { target: '#dataExport.idle', actions: { type: 'showExport', params: checkedOutput } },
            ],
            onError: pollAgain({ type: 'logError', params: checkError }),
          },
        },
      },
    },
  },
});

export type DataExportMachine = typeof dataExportMachine;
export type DataExportSnapshot = SnapshotFrom<typeof dataExportMachine>;
export type DataExportActorRef = ActorRefFrom<typeof dataExportMachine>;
