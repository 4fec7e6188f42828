// The download names of issue 25: subtitles named as the video's download, lip-sync results as their card reads.
import { describe, expect, it } from 'vitest';
import {
  recordingName,
  lipsyncDownloadFileName,
  localizedDownloadFileName,
  originalSubtitlesFileName,
  scriptStartOf,
  videoNameOf,
} from './file-names';

describe('subtitle names of a localization', () => {
  it("follow the spec's localized_{originalname}_{language} for the translation, the original's name otherwise", () => {
    expect(localizedDownloadFileName('Sun Lesson.mov', 'es', 'srt')).toBe('localized_Sun Lesson_es.srt');
    expect(originalSubtitlesFileName('dir/Sun Lesson.mov', 'en', 'vtt')).toBe('Sun Lesson_en.vtt');
  });
});

describe('lip-sync names', () => {
  it('keep the first words of the script, cut with an ellipsis', () => {
    expect(scriptStartOf('Hello and welcome to the show. Today we talk.')).toBe('Hello and welcome to the…');
    expect(scriptStartOf('  Hi   there. ')).toBe('Hi there.');
    expect(scriptStartOf('')).toBe('');
    expect(scriptStartOf('Supercalifragilisticexpialidocious-and-then-some words')).toBe(
      'Supercalifragilisticexpialidocious-and-t…',
    );
  });

  it("are '{video name} · {first words}', the video name alone without a script, made safe", () => {
    expect(lipsyncDownloadFileName('talk.mp4', 'Hello and welcome to the…')).toBe(
      'talk · Hello and welcome to the….mp4',
    );
    expect(lipsyncDownloadFileName('talk', '', 'vtt')).toBe('talk.vtt');
    expect(lipsyncDownloadFileName('a/b:c.mp4', 'Is it? Yes', 'srt')).toBe('b_c · Is it_ Yes.srt');
    expect(videoNameOf('')).toBe('video');
  });
});

describe('recording names (issue 26)', () => {
  it('names a recording by its local date and time, on a 24-hour clock', () => {
    expect(recordingName(new Date(2026, 10, 27, 14, 5))).toBe('Recording Nov 27, 2026, 14:05');
    expect(recordingName(new Date(2026, 0, 3, 9, 7))).toBe('Recording Jan 3, 2026, 09:07');
  });
});
