// Undo/redo: commit, undo, redo, a new commit dropping the redo stack, unchanged values not
// recorded, and the length limit.
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commitToHistory, createHistory, redo, undo } from './timeline-history';

describe('history', () => {
  it('undoes and redoes commits in order', () => {
    let history = createHistory('a');
    history = commitToHistory(history, 'b');
    history = commitToHistory(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('forgets the undone future on a new commit', () => {
    const history = commitToHistory(undo(commitToHistory(createHistory('a'), 'b')), 'c');
    expect(history).toEqual({ past: ['a'], present: 'c', future: [] });
  });

  it('records nothing for an unchanged value', () => {
    const start = createHistory('a');
    expect(commitToHistory(start, 'a')).toBe(start);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const start = createHistory('a');
    expect(undo(start)).toBe(start);
    expect(redo(start)).toBe(start);
  });

  it('keeps at most `limit` steps', () => {
    let history = createHistory(0);
    for (let value = 1; value <= 5; value += 1) history = commitToHistory(history, value, 3);
    expect(history.past).toEqual([2, 3, 4]);
  });
});
