// The credits machine the signed-in layout runs, built once from the studio's API client.
import { api } from '../lib/api';
import { createStudioCreditsMachine } from './studio-machines';

export const studioCreditsMachine = createStudioCreditsMachine(api);
