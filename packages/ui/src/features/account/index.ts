// @twin/ui/features/account: the /account view (profile, password, plans) and its screen.
export { AccountScreen, accountUserOf, type AccountScreenProps } from './account-screen';
export { AccountView, upgradeMessages, type AccountViewProps } from './account-view';
export { PlanGrid, type PlanGridProps } from './plan-grid';
export type { AccountUsage, AccountUser, PlanOption, ProfileStatus, UpgradeStatus } from './account-types';
