// What the route modules share: the database, the token service and the auth rate limiters.
import type { TokenService } from './auth/tokens';
import type { Database } from './db/database';
import type { AuthAttemptLimiter } from './http/rate-limit';

export interface AppServices {
  db: Database;
  tokens: TokenService;
  limiters: {
    login: AuthAttemptLimiter;
    register: AuthAttemptLimiter;
    /** Current-password guesses on change-password, keyed by user. */
    passwordChange: AuthAttemptLimiter;
  };
}
