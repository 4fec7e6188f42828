// @twin/ui/features/auth: the /login and /signup views and the screens over the auth and
// signup-code machines, in the shared auth shell.
export { AuthShell, type AuthShellProps } from './auth-shell';
export { LoginScreen, type LoginScreenProps } from './login-screen';
export { LoginView, type LoginForm, type LoginViewProps } from './login-view';
export { SignupScreen, type SignupScreenProps } from './signup-screen';
export { SignupView, type SignupCodeStatus, type SignupForm, type SignupViewProps } from './signup-view';
