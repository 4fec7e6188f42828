// Path patterns of the route table: fill `{name}` placeholders, list them, convert them for Fastify.

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function pathParamNames(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** '/api/videos/{id}/stream' + { id: 'a b' } → '/api/videos/a%20b/stream'. Throws when a value is missing. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** '/api/voice/jobs/{id}' → '/api/voice/jobs/:id' (Fastify / find-my-way syntax). */
export function toFastifyPath(pattern: string): string {
  return pattern.replace(PLACEHOLDER, (_whole, name: string) => `:${name}`);
}
