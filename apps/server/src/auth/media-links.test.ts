// Media links without a server: a link's token verifies for its own path only, until its lifetime ends, and
// neither a session token nor a link of another secret passes.
import { describe, expect, it } from 'vitest';
import { MEDIA_LINK_LIFETIME_SECONDS, MediaLinks } from './media-links';
import { TokenService } from './tokens';

const secret = 'a-secret-long-enough-for-hs256-0123456789abcdef';
const user = { id: 'u-1', tokenVersion: 3 };
const path = '/api/audio/0f3c5a6e-2d1b-4c7a-9e8f-1a2b3c4d5e6f';
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

describe('MediaLinks', () => {
  it('adds a token for the path and keeps the other query parameters', async () => {
    const link = await new MediaLinks(secret).link(user, `${path}?model_name=My%20Voice`);
    expect(link).toMatch(new RegExp(`^${path}\\?model_name=My\\+Voice&token=[\\w.-]+$`));
    const claims = await new MediaLinks(secret).verify(tokenOf(link), path);
    expect(claims).toEqual({ userId: 'u-1', tokenVersion: 3 });
  });

  it('is refused for any other path', async () => {
    const token = tokenOf(await new MediaLinks(secret).link(user, path));
    const links = new MediaLinks(secret);
    expect(await links.verify(token, `${path}x`)).toBeNull();
    expect(await links.verify(token, '/api/audio/another')).toBeNull();
  });

  it('ends with its lifetime', async () => {
    let now = Date.UTC(2026, 10, 25, 9);
    const links = new MediaLinks(secret, { now: () => now });
    const token = tokenOf(await links.link(user, path));
    now += (MEDIA_LINK_LIFETIME_SECONDS - 1) * 1000;
    expect(await links.verify(token, path)).not.toBeNull();
    now += 2000;
    expect(await links.verify(token, path)).toBeNull();
  });

  it('is not a session token, and a session token is not a link', async () => {
    const session = await new TokenService(secret).sign({ userId: 'u-1', tokenVersion: 3 });
    expect(await new MediaLinks(secret).verify(session, path)).toBeNull();
    const token = tokenOf(await new MediaLinks(secret).link(user, path));
    expect(await new TokenService(secret).verify(token)).toBeNull();
    expect(await new MediaLinks(`${secret}-other`).verify(token, path)).toBeNull();
  });
});
