// Path patterns of the route table: filling, listing and converting `{name}` placeholders.
import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames, toFastifyPath } from './path';

describe('paths', () => {
  it('fills, lists and converts placeholders', () => {
    expect(fillPath('/a/{id}/b/{x}', { id: 'p q', x: 2 })).toBe('/a/p%20q/b/2');
    expect(() => fillPath('/a/{id}', {})).toThrow('Missing path parameter "id"');
    expect(pathParamNames('/status/{job_id}')).toEqual(['job_id']);
    expect(toFastifyPath('/api/voice/jobs/{id}')).toBe('/api/voice/jobs/:id');
  });
});
