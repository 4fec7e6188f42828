// What the route modules share: the database, the token service, the auth rate limiters, stored media, the job
// queue, the speech and translation engines and the voice job runner.
import type { TokenService } from './auth/tokens';
import type { Database } from './db/database';
import type { SpeechEngine } from './engines/speech/speech-engine';
import type { TranslationEngine } from './engines/translation/translation-engine';
import type { MediaStore } from './files/media-store';
import type { AuthAttemptLimiter } from './http/rate-limit';
import type { JobQueue } from './jobs/job-queue';
import type { VoiceJobRunner } from './voice/voice-job-runner';

export interface AppServices {
  db: Database;
  tokens: TokenService;
  limiters: {
    login: AuthAttemptLimiter;
    register: AuthAttemptLimiter;
    /** Current-password guesses on change-password, keyed by user. */
    passwordChange: AuthAttemptLimiter;
  };
  media: MediaStore;
  jobs: JobQueue;
  speech: SpeechEngine;
  translation: TranslationEngine;
  voiceJobs: VoiceJobRunner;
}
