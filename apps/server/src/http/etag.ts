// Conditional answers for GET polls: a strong ETag made from the serialized JSON answer, and 304 Not Modified with
// no body when the caller's If-None-Match already names it, so a poll whose answer has not changed costs neither
// the body on the wire nor its parsing in the browser. Checked after the handler, so ownership (404) and sign-in
// (401) are decided exactly as without it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The strong entity tag of a serialized answer: a quoted base64url SHA-1 of its bytes. */
export function entityTag(serialized: string): string {
  return `"${createHash('sha1').update(serialized).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `tag` (a list, `*`, or weak tags: RFC 9110 §13.1.2 compares weakly). */
export function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** Sends `answer` as JSON with its ETag, or 304 with an empty body when the caller already holds it. */
export function sendWithEntityTag(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: unknown,
): FastifyReply {
  const serialized = JSON.stringify(answer);
  const tag = entityTag(serialized);
  reply.header('etag', tag);
  if (ifNoneMatchNames(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(serialized);
}
