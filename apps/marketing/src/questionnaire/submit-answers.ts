// Sends the questionnaire (POST /api/contact-form): the answers checked and shaped by the shared
// rules (`toQuestionnairePayload`: phone = country code plus number), with an Idempotency-Key that
// stays the same while the answers do, so a retry after a lost answer is stored once by the server.
import { isContactFormResponse, toQuestionnairePayload, type QuestionnaireDraft } from '@twin/api-client';

export const CONTACT_FORM_PATH = '/api/contact-form';

/** 16 random bytes as hex; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class SubmitFailedError extends Error {
  constructor(readonly status: number) {
    super(`The questionnaire was not accepted (HTTP ${status}).`);
    this.name = 'SubmitFailedError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A submit function for the questionnaire machine's `submitAnswers` actor. */
export function createAnswersSubmitter(fetchFunction: FetchLike = (input, init) => fetch(input, init)) {
  let lastAttempt: { body: string; key: string } | null = null;
  return async function submitAnswers(answers: QuestionnaireDraft, signal?: AbortSignal): Promise<void> {
    const body = JSON.stringify(toQuestionnairePayload(answers));
    const key = lastAttempt?.body === body ? lastAttempt.key : newIdempotencyKey();
    lastAttempt = { body, key };
    const response = await fetchFunction(CONTACT_FORM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
      body,
      signal,
    });
    if (!response.ok) throw new SubmitFailedError(response.status);
    if (!isContactFormResponse(await response.json()))
      throw new Error(`${CONTACT_FORM_PATH} answered an unexpected body`);
  };
}
