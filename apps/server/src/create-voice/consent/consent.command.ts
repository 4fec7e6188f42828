// The admin command `consent:list [--json]` (issue 23): every consent recording, newest first — when, whose
// (e-mail), the outcome and its scores, the phrase, the voice it was used for (by id once the creator deleted it) and
// the voice check's score, and the stored clip. User data is shown with control characters escaped (text-table.ts,
// terminal-safe.ts): no terminal escape codes from a voice's name. Registered in admin/commands.ts.
import { desc, eq } from 'drizzle-orm';
import type { AdminResult } from '../../admin/commands';
import { isoSeconds, table } from '../../admin/text-table';
import type { Database } from '../../db/database';
import { consentChallenges, consentRecordings, mediaFiles, users, voiceModels } from '../../db/schema';

export const consentListUsage = `  consent:list [--json]
      List the consent recordings (newest first): outcome, scores, phrase, voice, clip.`;

async function consentRows(db: Database) {
  return db
    .select({
      recording: consentRecordings,
      phrase: consentChallenges.phrase,
      email: users.email,
      voiceName: voiceModels.modelName,
      clip: mediaFiles.relativePath,
    })
    .from(consentRecordings)
    .innerJoin(consentChallenges, eq(consentChallenges.id, consentRecordings.challengeId))
    .innerJoin(users, eq(users.id, consentRecordings.userId))
    .leftJoin(voiceModels, eq(voiceModels.id, consentRecordings.usedByVoiceId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, consentRecordings.mediaFileId))
    .orderBy(desc(consentRecordings.createdAt));
}

const score = (value: number | null) => (value === null ? '-' : value.toFixed(2));

export async function runConsentListCommand(db: Database, args: readonly string[]): Promise<AdminResult> {
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    return {
      output: `Unknown option for consent:list: ${unknown.join(' ')}\n\n${consentListUsage}`,
      exitCode: 2,
    };
  }
  const rows = await consentRows(db);
  if (args.includes('--json')) {
    const json = rows.map(({ recording, phrase, email, voiceName, clip }) => ({
      id: recording.id,
      recordedAt: recording.createdAt.toISOString(),
      email,
      status: recording.status,
      hasVideo: recording.hasVideo,
      wordsScore: recording.wordsScore,
      faceScore: recording.faceScore,
      phrase,
      voiceId: recording.usedByVoiceId,
      voiceName,
      voiceScore: recording.voiceScore,
      clip: clip ? `media/${clip}` : null,
    }));
    return { output: JSON.stringify(json, null, 2), exitCode: 0 };
  }
  return {
    output: table(
      ['RECORDED', 'EMAIL', 'STATUS', 'VIDEO', 'WORDS', 'FACE', 'PHRASE', 'VOICE', 'VOICE SCORE', 'CLIP'],
      rows.map(({ recording, phrase, email, voiceName, clip }) => [
        isoSeconds(recording.createdAt),
        email,
        recording.status,
        recording.hasVideo ? 'yes' : 'no',
        score(recording.wordsScore),
        score(recording.faceScore),
        phrase,
        voiceName ?? (recording.usedByVoiceId ? `deleted voice ${recording.usedByVoiceId}` : '-'),
        score(recording.voiceScore),
        clip ? `media/${clip}` : '-',
      ]),
    ),
    exitCode: 0,
  };
}
