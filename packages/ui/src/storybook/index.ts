// Story helpers for any package or app's stories (@twin/ui/storybook): machine-state snapshots from
// parameters, the catalogue of machines the story-coverage test walks, fakes and sample data.
export {
  machineState,
  machineStateOf,
  resolveMachineState,
  snapshotFromParameters,
  stateValueFromPath,
} from './machine-state';
export type { MachineStateParameter } from './machine-state';
export { isStoryMachineName, storyMachines } from './story-machines';
export type { StoryMachineEntry, StoryMachineMap, StoryMachineName } from './story-machines';
export {
  storyAccount,
  storyAuthMachine,
  storyCreditsMachine,
  storyInvalidLoginMessage,
  storySignupCodeMachine,
} from './auth-fake-machines';
export { samplePlans, sampleUser, usageSamples } from './account-fixtures';
