// The CPU bound of transcription: one at a time per user, two on the server; a slot given back frees it, once.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { localizeMessages } from './localize-messages';
import { TranscriptionSlots } from './transcription-slots';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.message] : error;
  }
  return null;
};

describe('TranscriptionSlots', () => {
  it('refuses a second transcription of the same user, then a third on the server, with 429', () => {
    const slots = new TranscriptionSlots({ perUser: 1, overall: 2 });
    const ada = slots.take('ada');
    expect(refusal(() => slots.check('ada'))).toEqual([429, localizeMessages.yourTranscriptionRunning]);
    const bo = slots.take('bo');
    expect(refusal(() => slots.take('cy'))).toEqual([429, localizeMessages.serverBusy]);
    ada();
    ada(); // given back once only
    expect(refusal(() => slots.check('ada'))).toBeNull();
    expect(refusal(() => slots.take('cy'))).toBeNull();
    expect(refusal(() => slots.take('dee'))).toEqual([429, localizeMessages.serverBusy]);
    bo();
  });
});
