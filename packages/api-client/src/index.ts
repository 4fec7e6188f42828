// @twin/api-client: the contract of Twin Studio — zod schemas for every call, the route table, the typed client,
// error normalisation and media URL builders. Imports nothing of ours and no React.
export * from './shared/common';
export * from './shared/slider-range';
export {
  engineStateSchema,
  healthResponseSchema,
  type EngineState,
  type HealthResponse,
} from './shared/health';
export { publicConfigSchema, type PublicConfig } from './shared/public-config';
export * from './shared/plans';
export * from './shared/limits';
export * from './shared/credits';
export * from './shared/languages';
export * from './shared/jobs';
export * from './shared/timeline';
export * from './shared/manage';
export { BASIC_EMAIL_PATTERN } from './shared/contact-fields';

export * from './auth/auth.schemas';
export * from './account/account.schemas';
export * from './questionnaire/dial-codes';
export * from './questionnaire/questionnaire.schemas';
export * from './questionnaire/questionnaire.rules';
export * from './enterprise-contact/enterprise-contact.schemas';
export * from './localize/localize.schemas';
export * from './localize/localize-editor.schemas';
export * from './create-voice/create-voice.schemas';
export * from './create-voice/consent.schemas';
export * from './text-to-speech/text-to-speech.schemas';
export * from './text-to-speech/speech-length-estimate';
export * from './text-to-speech/speech-project.schemas';
export * from './video/video.schemas';
export * from './speech-test/speech-test.schemas';

export * from './shared/define-route';
export * from './shared/multipart-body';
export * from './shared/path';
export * from './api-routes';

export * from './client/api-error';
export * from './client/request';
export * from './client/form-data';
export * from './client/auth-calls';
export * from './client/create-auth-client';
export * from './client/create-api-client';

export * from './urls/base-url';
export * from './urls/media-urls';
export * from './urls/file-names';
