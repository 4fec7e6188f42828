// The account deletion on a fake clock: the dialog opens and closes, an empty password is not sent, a wrong one
// keeps the dialog with the server's words, and a deletion ends the machine with the app's sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../../testing/fake-actors';
import { accountDeletionMachine } from './account-deletion.machine';

function start() {
  const fakes = createFakePromiseActors(['deleteAccount'] as const);
  const signOut = vi.fn();
  const actor = createActor(
    accountDeletionMachine.provide({ actors: fakes.actors, actions: { signOut } }),
  ).start();
  return { actor, fakes, signOut, snapshot: () => actor.getSnapshot() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('accountDeletionMachine', () => {
  it('asks for the password, keeps a refusal in the dialog, and clears it when closed', async () => {
    const { actor, fakes, signOut, snapshot } = start();
    expect(snapshot().value).toBe('closed');
    actor.send({ type: 'deletion.open' });
    expect(snapshot().value).toBe('confirming');
    actor.send({ type: 'deletion.confirm', password: '' });
    expect(snapshot().value).toBe('confirming');

    actor.send({ type: 'deletion.confirm', password: 'wrong' });
    expect(snapshot().value).toBe('deleting');
    expect(fakes.inputsOf('deleteAccount')).toEqual([{ password: 'wrong' }]);
    await fakes.reject(
      'deleteAccount',
      new Error('Your password is incorrect. Your account was not deleted.'),
    );
    expect(snapshot().value).toBe('confirming');
    expect(snapshot().context.error).toBe('Your password is incorrect. Your account was not deleted.');
    vi.advanceTimersByTime(60_000);
    expect(snapshot().context.error).not.toBeNull();

    actor.send({ type: 'deletion.cancel' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context.error).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out once the account is deleted', async () => {
    const { actor, fakes, signOut, snapshot } = start();
    actor.send({ type: 'deletion.open' });
    actor.send({ type: 'deletion.confirm', password: 'secret-pass-1' });
    await fakes.resolve('deleteAccount', undefined);
    expect(snapshot().value).toBe('deleted');
    expect(snapshot().status).toBe('done');
    expect(signOut).toHaveBeenCalledOnce();
  });
});
