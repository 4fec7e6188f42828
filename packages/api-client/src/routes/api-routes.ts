// The route table: every call of both specs' §7 (and the few of ours), keyed by `group.name`.
import type { ApiRoute } from './define-route';
import { accountRoutes } from './account-routes';
import { localizationRoutes } from './localization-routes';
import { questionnaireRoutes } from './questionnaire-routes';
import { speechRoutes } from './speech-routes';
import { speechTestRoutes } from './speech-test-routes';
import { videoRoutes } from './video-routes';
import { voiceRoutes } from './voice-routes';

export const apiRoutes = {
  ...accountRoutes,
  ...questionnaireRoutes,
  ...localizationRoutes,
  ...voiceRoutes,
  ...speechRoutes,
  ...videoRoutes,
  ...speechTestRoutes,
} satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteId = keyof ApiRoutes;

/** The table as a list, e.g. for registering server handlers or writing an OpenAPI document. */
export const apiRouteList: readonly ApiRoute[] = Object.values(apiRoutes);
