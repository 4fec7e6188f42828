// The provided machines the studio runs, built once from the studio's API client.
import { api } from '../lib/api';
import {
  createStudioAuthMachine,
  createStudioCreditsMachine,
  createStudioSignupCodeMachine,
} from './studio-machines';

export const studioAuthMachine = createStudioAuthMachine(api);
export const studioCreditsMachine = createStudioCreditsMachine(api);
export const studioSignupCodeMachine = createStudioSignupCodeMachine(api);
