// Public surface of @twin/ui: the design system's components, the views and the screens that map
// machine snapshots to them, and the React contexts of the app-wide machines.
export { cn } from './lib/cn';
export { formatCount, formatLongDate } from './lib/format';

export { Alert, alertVariants, type AlertProps } from './components/alert/alert';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card/card';
export { CreditRing, type CreditRingProps } from './components/credit-ring/credit-ring';
export {
  summarizeCredits,
  UNLIMITED_CREDITS,
  type CreditSummary,
  type CreditTone,
} from './components/credit-ring/credit-usage';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog/dialog';
export { Field, FieldError, FieldHint, type FieldProps } from './components/field/field';
export { Input } from './components/input/input';
export { Label } from './components/label/label';
export { AppLink, LinkProvider, type AppLinkProps, type LinkComponent } from './components/link/app-link';
export { Progress, type ProgressProps } from './components/progress/progress';
export { Slider, type SliderProps } from './components/slider/slider';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProps,
} from './components/toast/toast';
export { Toaster } from './components/toast/toaster';
export {
  dismissToast,
  toast,
  useToast,
  type ToastMessage,
  type ToastVariant,
} from './components/toast/use-toast';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip/tooltip';

export { AppLayout, type AppLayoutProps } from './views/app-layout/app-layout';
export { AppLayoutScreen, type AppLayoutScreenProps } from './views/app-layout/app-layout-screen';
export { BrandMark } from './views/app-layout/brand-mark';
export { appNavigation, isCurrentPath, type NavigationItem } from './views/app-layout/navigation';
export type { LayoutUsage, LayoutUser } from './views/app-layout/sidebar-content';
export { AuthShell, type AuthShellProps } from './views/auth-shell/auth-shell';
export { LoadingScreen } from './views/loading-screen/loading-screen';
export { LoginScreen, type LoginScreenProps } from './views/login/login-screen';
export { LoginView, type LoginForm, type LoginViewProps } from './views/login/login-view';
export { SignupScreen, type SignupScreenProps } from './views/signup/signup-screen';
export {
  SignupView,
  type SignupCodeStatus,
  type SignupForm,
  type SignupViewProps,
} from './views/signup/signup-view';
export { DashboardView, type DashboardViewProps } from './views/dashboard/dashboard-view';
export { AccountScreen, accountUserOf, type AccountScreenProps } from './views/account/account-screen';
export { AccountView, upgradeMessages, type AccountViewProps } from './views/account/account-view';
export { PlanGrid, type PlanGridProps } from './views/account/plan-grid';
export type {
  AccountUsage,
  AccountUser,
  PlanOption,
  ProfileStatus,
  UpgradeStatus,
} from './views/account/account-types';

export { AuthContext, CreditsContext, authProviderMissingMessage, useAuthActorRef } from './machine-contexts';

// Voice creation (/create-voice): screens over the voice machines, panels and shared pieces.
export * from './voice';

// Text to speech (/text-to-speech): the screen over the speechGeneration machine and its panels.
export * from './speech';
