// The client methods of signing in, signing up and the session (auth.*, signup.validateCode), written once for
// both clients: the whole API client and the auth client the studio's /login carries.
import { authRoutes } from '../auth/auth.routes';
import type { CallOptions, CallRoute, RouteBody } from './request';

type AuthRoutes = typeof authRoutes;
type BodyOf<K extends keyof AuthRoutes> = RouteBody<AuthRoutes[K]>;

export function authCalls(callRoute: CallRoute) {
  const r = authRoutes;
  return {
    auth: {
      /** GET /api/auth/profile → { user } */
      profile: (o?: CallOptions) => callRoute(r['auth.profile'], o),
      /** POST /api/auth/login → { token, user }; failure text falls back to 'Login failed'. */
      login: (body: BodyOf<'auth.login'>, o?: CallOptions) => callRoute(r['auth.login'], { ...o, body }),
      /** POST /api/auth/register → { token, user }; falls back to 'Registration failed'. */
      register: (body: BodyOf<'auth.register'>, o?: CallOptions) =>
        callRoute(r['auth.register'], { ...o, body }),
      /** PUT /api/auth/profile → { user }; falls back to 'Profile update failed'. */
      updateProfile: (body: BodyOf<'auth.updateProfile'>, o?: CallOptions) =>
        callRoute(r['auth.updateProfile'], { ...o, body }),
      /** POST /api/auth/logout: revokes the session's tokens on the server. */
      logout: (o?: CallOptions) => callRoute(r['auth.logout'], o),
      /** PUT /api/auth/change-password; falls back to 'Password change failed'. */
      changePassword: (body: BodyOf<'auth.changePassword'>, o?: CallOptions) =>
        callRoute(r['auth.changePassword'], { ...o, body }),
    },

    signup: {
      /** GET /api/custom-signup/validate-code/{code} */
      validateCode: (code: string, o?: CallOptions) =>
        callRoute(r['signup.validateCode'], { ...o, params: { code } }),
    },
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
