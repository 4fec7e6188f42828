// Where sentences start: the transcript's segments while the text lines up with them, else the speech stretches
// grouped by the sentences' lengths (or shared by characters when there are fewer stretches than sentences).
import { describe, expect, it } from 'vitest';
import { sentencesFromSpeech, sentencesFromTranscript } from './sentence-starts';

const segments = [
  { start: 0.5, end: 2, text: 'Hello there.' },
  { start: 3, end: 5, text: 'How are you today?' },
];

describe('sentencesFromTranscript', () => {
  it('takes the segments as they are when the text is unedited', () => {
    expect(
      sentencesFromTranscript(
        'Hello there.  How are you today?',
        'Hello there. How are you today?',
        segments,
      ),
    ).toEqual([
      { text: 'Hello there.', start: 0.5 },
      { text: 'How are you today?', start: 3 },
    ]);
  });

  it('gives an edited text with as many sentences the segments’ starts', () => {
    expect(
      sentencesFromTranscript('Hi there. How are you?', 'Hello there. How are you today?', segments),
    ).toEqual([
      { text: 'Hi there.', start: 0.5 },
      { text: 'How are you?', start: 3 },
    ]);
  });

  it('gives up when the sentences no longer line up', () => {
    expect(
      sentencesFromTranscript('Hi. There. How are you?', 'Hello there. How are you today?', segments),
    ).toBeNull();
  });
});

describe('sentencesFromSpeech', () => {
  const stretch = (startSeconds: number, endSeconds: number) => ({ startSeconds, endSeconds });

  it('groups the stretches by the sentences’ lengths, whatever the pauses', () => {
    // Four stretches; the first two belong to one long sentence although the pause between them is the longest.
    const runs = [stretch(0.5, 2.5), stretch(4.5, 6), stretch(7, 8), stretch(9, 10)];
    const placed = sentencesFromSpeech(
      'A long first sentence that goes on and on here. A short one. Another one.',
      runs,
      11,
    );
    expect(placed.map((sentence) => sentence.start)).toEqual([0.5, 7, 9]);
  });

  it('shares the speech by characters when there are fewer stretches than sentences', () => {
    const placed = sentencesFromSpeech('One two. Six ten.', [stretch(1, 5)], 6);
    expect(placed.map((sentence) => sentence.start)).toEqual([1, 3]);
  });
});
