// The auth context outside its provider fails with the spec's message (part 1 §8); inside, it gives the actor.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContext, authProviderMissingMessage, useAuthActorRef } from './machine-contexts';

function ShowAuthState() {
  const actorRef = useAuthActorRef();
  return createElement('p', null, JSON.stringify(actorRef.getSnapshot().value));
}

describe('useAuthActorRef', () => {
  it("throws 'useAuth must be used within an AuthProvider' without a provider", () => {
    expect(() => renderToString(createElement(ShowAuthState))).toThrow(authProviderMissingMessage);
  });

  it('returns the auth actor inside AuthContext.Provider', () => {
    const provider = createElement(AuthContext.Provider, {
      options: { input: { token: null } },
      children: createElement(ShowAuthState),
    });
    const html = renderToString(provider);
    expect(html).toContain('signedOut');
  });
});
