// The route table: every call of both specs' §7 (and the few of ours), keyed by `group.name`. One table per
// feature folder; the ids follow the API paths ('tts.generate', 'voice.models'), the folders the features.
import type { ApiRoute } from './shared/define-route';
import { healthRoutes } from './shared/health';
import { publicConfigRoutes } from './shared/public-config';
import { authRoutes } from './auth/auth.routes';
import { accountRoutes } from './account/account.routes';
import { questionnaireRoutes } from './questionnaire/questionnaire.routes';
import { localizeRoutes } from './localize/localize.routes';
import { localizeManageRoutes } from './localize/localize-manage.routes';
import { localizeEditorRoutes } from './localize/localize-editor.routes';
import { createVoiceRoutes } from './create-voice/create-voice.routes';
import { consentRoutes } from './create-voice/consent.routes';
import { textToSpeechRoutes } from './text-to-speech/text-to-speech.routes';
import { speechProjectRoutes } from './text-to-speech/speech-project.routes';
import { videoRoutes } from './video/video.routes';
import { speechTestRoutes } from './speech-test/speech-test.routes';

export const apiRoutes = {
  ...healthRoutes,
  ...publicConfigRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...questionnaireRoutes,
  ...localizeRoutes,
  ...localizeManageRoutes,
  ...localizeEditorRoutes,
  ...createVoiceRoutes,
  ...consentRoutes,
  ...textToSpeechRoutes,
  ...speechProjectRoutes,
  ...videoRoutes,
  ...speechTestRoutes,
} satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteId = keyof ApiRoutes;

/** The table as a list, e.g. for registering server handlers or writing an OpenAPI document. */
export const apiRouteList: readonly ApiRoute[] = Object.values(apiRoutes);
