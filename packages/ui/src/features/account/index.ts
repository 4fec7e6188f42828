// @twin/ui/features/account: the /account view (profile, password, plans, storage, credits history, export my data,
// delete my account) and its screen.
export { AccountScreen, accountUserOf, type AccountScreenProps } from './account-screen';
export { AccountView, upgradeMessages, type AccountViewProps } from './account-view';
export { PlanGrid, type PlanGridProps } from './plan-grid';
export { StorageCard, formatBytes, storageKindLabels } from './storage-card';
export { CreditsHistoryCard } from './credits-history-card';
export { PasswordCard, type PasswordCardProps } from './password-card';
export { DataExportCard, dataExportTexts } from './data-export-card';
export { DeleteAccountCard, deleteAccountTexts } from './delete-account-card';
export type {
  AccountStorage,
  AccountUsage,
  AccountUser,
  CreditsHistoryItem,
  PasswordChangeForm,
  PlanOption,
  ProfileStatus,
  StorageKindUsage,
  UpgradeStatus,
} from './account-types';
