// @twin/api-client: the contract of Twin Studio — zod schemas for every call, the route table, the typed client,
// error normalisation and media URL builders. Imports nothing of ours and no React.
export * from './schemas/common';
export * from './schemas/health';
export * from './schemas/plans';
export * from './schemas/account';
export * from './schemas/limits';
export * from './schemas/languages';
export * from './schemas/dial-codes';
export * from './schemas/contact';
export * from './schemas/jobs';
export * from './schemas/localization';
export * from './schemas/voice';
export * from './schemas/timeline';
export * from './schemas/tts';
export * from './schemas/videos';
export * from './schemas/speech-test';

export * from './routes/define-route';
export * from './routes/multipart-body';
export * from './routes/path';
export * from './routes/api-routes';

export * from './client/api-error';
export * from './client/request';
export * from './client/form-data';
export * from './client/auth-calls';
export * from './client/create-auth-client';
export * from './client/create-api-client';

export * from './urls/base-url';
export * from './urls/media-urls';
export * from './urls/file-names';
