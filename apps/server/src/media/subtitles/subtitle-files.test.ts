// SRT and WebVTT as written for downloads and the mov_text track: numbered/headed, millisecond times, a cue's text
// kept from ending or starting a cue, empty cues left out; read back by the tests' own parser.
import { describe, expect, it } from 'vitest';
import { formatSubtitles } from './subtitle-files';
import { parseSrt, parseVtt } from './test-support/subtitle-probe';

const cues = [
  { start: 3661.5, end: 3662.25, text: 'Second -->\n\n  line two ' },
  { start: 0.0004, end: 1.2345, text: 'First.' },
  { start: 2, end: 2, text: '   ' },
];

describe('formatSubtitles', () => {
  it('writes SRT: numbered cues in order, comma milliseconds', () => {
    const srt = formatSubtitles(cues, 'srt');
    expect(srt).toBe(
      '1\n00:00:00,000 --> 00:00:01,235\nFirst.\n\n2\n01:01:01,500 --> 01:01:02,250\nSecond ->\nline two\n',
    );
    expect(parseSrt(srt).map((cue) => cue.text)).toEqual(['First.', 'Second ->\nline two']);
  });

  it('writes WebVTT: the header, dot milliseconds', () => {
    const vtt = formatSubtitles(cues, 'vtt');
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:01.235\nFirst.\n')).toBe(true);
    expect(parseVtt(vtt).map((cue) => [cue.start, cue.end])).toEqual([
      [0, 1.235],
      [3661.5, 3662.25],
    ]);
  });

  it('is read back by a parser that refuses what a player would not show', () => {
    expect(() => parseSrt('1\n00:00:02,000 --> 00:00:01,000\nBackwards.\n')).toThrow('ends before it starts');
    expect(() => parseSrt('1\n00:00:01,000 --> 00:00:02,000\n  \n')).toThrow('without text');
    expect(() => parseSrt('2\n00:00:01,000 --> 00:00:02,000\nSecond.\n')).toThrow('numbered 2');
    expect(() => parseVtt('00:00:01.000 --> 00:00:02.000\nNo header.\n')).toThrow('WEBVTT');
  });
});
