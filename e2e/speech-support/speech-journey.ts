// What a speech journey starts with: the built server with the embedded engines, speaking accounts made through the
// API (a ready pro voice each, from one 150-second reference), and Chromium; `stop` ends them all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { makeSpeechWav } from '../voice-support/audio-fixtures';
import { startVoiceServer, type VoiceServer } from '../voice-support/voice-server';
import { createSpeakingAccount, type SpeakingAccount } from './speech-accounts';

export interface SpeechJourney {
  server: VoiceServer;
  browser: Browser;
  accounts: SpeakingAccount[];
  stop: () => Promise<void>;
}

/** One account per username (3,600 credits each), its voice named '<username> pro'. */
export async function startSpeechJourney(usernames: readonly string[]): Promise<SpeechJourney> {
  const server = await startVoiceServer();
  const mediaDir = await mkdtemp(join(tmpdir(), 'twin-speech-journey-'));
  const reference = await makeSpeechWav(mediaDir, 'reference', 150);
  const accounts = await Promise.all(
    usernames.map((username) =>
      createSpeakingAccount(server, {
        username,
        tokens: 3600,
        referenceWav: reference,
        voiceName: `${username} pro`,
      }),
    ),
  );
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  });
  return {
    server,
    browser,
    accounts,
    async stop() {
      await browser.close();
      await server.stop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
