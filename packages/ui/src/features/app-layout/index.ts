// @twin/ui/features/app-layout: the signed-in app shell (sidebar layout, navigation, loading
// screen) and the React contexts of the app-wide machines (auth, credits).
export { AppLayout, type AppLayoutProps } from './app-layout';
export { AppLayoutScreen, type AppLayoutScreenProps } from './app-layout-screen';
export { appNavigation, isCurrentPath, type NavigationItem } from './navigation';
export type { LayoutUsage, LayoutUser } from './sidebar-content';
export { LoadingScreen } from './loading-screen';
export { AuthContext, CreditsContext, authProviderMissingMessage, useAuthActorRef } from './machine-contexts';
