// Validates request input with the contract's zod schemas and turns the first issue into a readable 400 message.
import type { ContractSchema } from '@twin/api-client';
import { z } from 'zod';
import { HttpError } from './http-error';

/** 'currentPassword' → 'Current password'. */
function fieldLabel(path: readonly PropertyKey[]): string | null {
  const last = path[path.length - 1];
  if (last === undefined) return null;
  if (typeof last === 'number') return `Item ${last + 1}`;
  const words = String(last)
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Messages for zod's generic issues. Schema-level messages (the contract's own texts) take precedence over these,
 * so this only replaces zod's developer-facing defaults such as "Invalid input: expected string".
 */
const readableIssue: z.core.$ZodErrorMap = (issue) => {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (!label) return 'The request body must be a JSON object.';
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${label ?? 'Value'} is required.`;
      return `${label ?? 'Value'} is too short.`;
    case 'too_big':
      return `${label ?? 'Value'} is too long.`;
    case 'invalid_value':
      return `${label ?? 'Value'} is not one of the allowed values.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return label ? `${label} is not valid.` : undefined;
  }
};

/** Parses `value` or throws a 400 HttpError carrying the first issue's message. */
export function parseInput<S extends ContractSchema>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: readableIssue });
  // Typed as the schema's output; TypeScript loses it across the classic | zod/mini union.
  if (result.success) return result.data as z.output<S>;
  const first = result.error.issues[0];
  throw new HttpError(400, first?.message || 'The request is not valid.');
}
