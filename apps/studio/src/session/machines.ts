// The provided machines the studio runs, built once from the studio's API client.
import { api } from '../api';
import {
  createStudioAuthMachine,
  createStudioCreditsMachine,
  createStudioSignupCodeMachine,
} from './studioMachines';

export const studioAuthMachine = createStudioAuthMachine(api);
export const studioCreditsMachine = createStudioCreditsMachine(api);
export const studioSignupCodeMachine = createStudioSignupCodeMachine(api);
