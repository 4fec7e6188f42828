// Routes of signing in and the session (part 1 §7): auth.* and signup codes. Their schemas are zod/mini: the
// studio's auth client carries this table on /login.
import {
  authResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  profileResponseSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  signupCodeParamSchema,
  validateCodeResponseSchema,
} from './auth.schemas';
import { defineRoute } from '../shared/define-route';

export const authRoutes = {
  'auth.profile': defineRoute({
    id: 'auth.profile',
    summary: 'The signed-in user; restores a saved session.',
    method: 'GET',
    path: '/api/auth/profile',
    response: profileResponseSchema,
    spec: 'part-1',
  }),
  'auth.login': defineRoute({
    id: 'auth.login',
    summary: 'Sign in with e-mail and password.',
    method: 'POST',
    path: '/api/auth/login',
    auth: false,
    body: loginRequestSchema,
    response: authResponseSchema,
    spec: 'part-1',
  }),
  'auth.register': defineRoute({
    id: 'auth.register',
    summary: 'Create an account with an invitation code.',
    method: 'POST',
    path: '/api/auth/register',
    auth: false,
    body: registerRequestSchema,
    response: authResponseSchema,
    spec: 'part-1',
  }),
  'auth.updateProfile': defineRoute({
    id: 'auth.updateProfile',
    summary: 'Change username and/or e-mail.',
    method: 'PUT',
    path: '/api/auth/profile',
    body: profileUpdateRequestSchema,
    response: profileResponseSchema,
    spec: 'part-1',
  }),
  'auth.changePassword': defineRoute({
    id: 'auth.changePassword',
    summary: 'Change the password; older tokens are revoked.',
    method: 'PUT',
    path: '/api/auth/change-password',
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    spec: 'part-1',
  }),
  'auth.logout': defineRoute({
    id: 'auth.logout',
    summary:
      'Sign out: revokes every token of the user issued so far (ours; the spec only clears the client).',
    method: 'POST',
    path: '/api/auth/logout',
    response: logoutResponseSchema,
    spec: null,
  }),
  'signup.validateCode': defineRoute({
    id: 'signup.validateCode',
    summary: 'Check an invitation code; unknown, expired or used-up codes answer 200 with valid:false.',
    method: 'GET',
    path: '/api/custom-signup/validate-code/{code}',
    auth: false,
    params: signupCodeParamSchema,
    response: validateCodeResponseSchema,
    spec: 'part-1',
  }),
};
