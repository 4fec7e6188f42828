// Answers a small text file made on the fly (subtitles) as a download: our content type, `private, no-cache`, and a
// Content-Disposition attachment whose name survives any characters (an ASCII fallback plus RFC 5987's UTF-8 form).
import type { FastifyReply } from 'fastify';

export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function sendTextAttachment(
  reply: FastifyReply,
  text: string,
  options: { contentType: string; fileName: string },
): FastifyReply {
  return reply
    .header('Cache-Control', 'private, no-cache')
    .header('Content-Disposition', attachmentHeader(options.fileName))
    .type(options.contentType)
    .send(text);
}
