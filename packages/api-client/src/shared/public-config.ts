// GET /api/public-config (ours, not in the spec): what the front ends learn from the server at run time, so one
// build serves every deployment — the questionnaire's booking page and contact e-mail, the speech-test base
// of /test-vibe and which lip-sync engine runs. Written with zod/mini: the public site's questionnaire reads it too.
import * as z from 'zod/mini';
import { defineRoute } from './define-route';

export const publicConfigSchema = z.object({
  /** BOOKING_URL: the calendar page the questionnaire embeds; null → the contact e-mail instead. */
  bookingUrl: z.nullable(z.string()),
  /** CONTACT_EMAIL. */
  contactEmail: z.string(),
  /**
   * SPEECH_TEST_BASE: an absolute http(s) URL of an outside VibeVoice-compatible service; null → the server's own,
   * at `${baseUrl}/api/speech-test` (DEFAULT_SPEECH_TEST_PATH).
   */
  speechTestBase: z.nullable(z.string()),
  /**
   * The lip-sync engine: 'face' (embedded, the default: tracks the face and redraws lips and jaw; a video without
   * one clear face keeps its own mouth), 'mux' (embedded; fits the video to the audio and moves no lips) or 'http'
   * (a lip-sync model at LIPSYNC_URL), so the studio describes what the engine in use does.
   */
  lipsyncEngine: z.enum(['face', 'mux', 'http']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const publicConfigRoutes = {
  'config.public': defineRoute({
    id: 'config.public',
    summary:
      'What the front ends learn at run time: booking page, contact e-mail, speech-test base, lip-sync engine (ours).',
    method: 'GET',
    path: '/api/public-config',
    auth: false,
    response: publicConfigSchema,
    spec: null,
  }),
};
