// The account page's machines Storybook catalogues (spread into ./story-machines.ts): the data export and the
// account deletion (issue 26), with their graph walks and the context a state story starts from.
import { accountDeletionMachine, type AccountDeletionMachine } from '@twin/machines/account/account-deletion';
import { dataExportMachine, type DataExportMachine } from '@twin/machines/account/data-export';
import { accountDeletionMachineWalk, dataExportMachineWalk, type MachineWalk } from '@twin/machines/testing';
import type { ContextFrom } from 'xstate';

export interface AccountStoryMachineMap {
  dataExport: DataExportMachine;
  accountDeletion: AccountDeletionMachine;
}

export const accountStoryMachines: {
  dataExport: {
    machine: DataExportMachine;
    walk: MachineWalk<DataExportMachine>;
    defaultContext: ContextFrom<DataExportMachine>;
  };
  accountDeletion: {
    machine: AccountDeletionMachine;
    walk: MachineWalk<AccountDeletionMachine>;
    defaultContext: ContextFrom<AccountDeletionMachine>;
  };
} = {
  dataExport: {
    machine: dataExportMachine,
    walk: dataExportMachineWalk,
    defaultContext: { export: null, error: null },
  },
  accountDeletion: {
    machine: accountDeletionMachine,
    walk: accountDeletionMachineWalk,
    defaultContext: { error: null },
  },
};
