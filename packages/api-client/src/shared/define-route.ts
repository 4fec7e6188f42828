// The shape of one entry of the route table: everything the client, the server (validation, OpenAPI) and the
// coverage test need to know about a call. Types only from zod: the auth client carries this module on the studio's
// /login, where zod classic must not come along (see multipart-body.ts for the one helper that builds schemas).
import type { z } from 'zod';
import type { ZodMiniObject, ZodMiniType } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'api': our server under baseUrl. 'speechTest': the speech-test service under {speech_test_base}. */
export type RouteBase = 'api' | 'speechTest';

/** Which spec part lists the call; null for calls that are ours (needed by the product but not shown). */
export type SpecSource = 'part-1' | 'part-2' | 'both' | null;

/** A file field of a multipart call. Files are identified by probing on the server, `accept` is the expectation. */
export interface MultipartFileField {
  name: string;
  accept: 'audio' | 'video' | 'audio-or-video';
  required: boolean;
  /** The field may repeat (several files). */
  multiple: boolean;
  /** Per file. */
  maxBytes: number;
}

/** 'text': a text file (subtitles), sent as an attachment; 'zip': an archive (a data export), an attachment too. */
export type RouteResponseType = 'json' | 'audio' | 'video' | 'text' | 'zip';

/**
 * A body or response schema: zod classic, or zod/mini for the schemas the public site's bundles carry (the
 * questionnaire's); both parse with the same `parse`/`safeParse` and convert with `z.toJSONSchema`.
 */
export type ContractSchema = z.ZodType | ZodMiniType;

/** Path parameters and query: a zod object, classic or zod/mini (the auth and account routes'). */
export type ContractObject = z.ZodObject | ZodMiniObject;

export interface ApiRoute {
  /** `group.name`, also the client method: 'auth.login' → client.auth.login. */
  id: string;
  summary: string;
  method: HttpMethod;
  /** Path under the base with `{name}` placeholders (OpenAPI style; `toFastifyPath` converts). */
  path: string;
  base: RouteBase;
  /** A signed-in user is required (bearer header, or a media link's ?token= where `tokenInQuery`). */
  auth: boolean;
  /** A media link's token may come as the `token` query parameter (media elements cannot send headers). */
  tokenInQuery: boolean;
  params: ContractObject | null;
  query: ContractObject | null;
  /** The JSON body; for multipart calls, the text fields (strings on the wire). null: no body. */
  body: ContractSchema | null;
  multipart: boolean;
  files: readonly MultipartFileField[];
  /** The JSON answer's schema; null for media answers. */
  response: ContractSchema | null;
  responseType: RouteResponseType;
  /** Client-side time limit, when the call has one of its own. */
  timeoutMs: number | null;
  spec: SpecSource;
}

const routeDefaults = {
  base: 'api',
  auth: true,
  tokenInQuery: false,
  params: null,
  query: null,
  body: null,
  multipart: false,
  files: [],
  responseType: 'json',
  timeoutMs: null,
} as const;

type RouteInput = Pick<ApiRoute, 'id' | 'summary' | 'method' | 'path' | 'response' | 'spec'> &
  Partial<ApiRoute>;

/** Fills the defaults (bearer auth, JSON, base 'api') while keeping the literal schema types for the client. */
export function defineRoute<const R extends RouteInput>(route: R): Omit<typeof routeDefaults, keyof R> & R {
  const full = { ...routeDefaults, ...route };
  if (full.multipart !== full.files.length > 0) {
    throw new Error(`Route ${route.id}: multipart routes must declare their file fields, and only they.`);
  }
  return full as Omit<typeof routeDefaults, keyof R> & R;
}
