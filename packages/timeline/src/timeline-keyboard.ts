// Keyboard operation of the timeline, listened for on the timeline element (never the document):
// Space plays/pauses, S splits at the cursor, Delete/Backspace deletes the selected clips, ←/→ move
// the focused clip and the selection it is in (Shift: by 1 s), Ctrl/⌘+A selects every clip, Ctrl/⌘+Z
// undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes, + and − zoom, I and O set the in and out markers at the
// cursor, Escape clears the selection. Keys typed into fields, and keys native controls own, pass through.
import type * as React from 'react';
import type { TimelineCommands } from './timeline-commands';

function isTextEntry(target: HTMLElement): boolean {
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Elements that act on Space themselves (a button's click). */
function ownsSpace(target: HTMLElement): boolean {
  return target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'SUMMARY';
}

export function handleTimelineKeyDown(
  event: React.KeyboardEvent<HTMLElement>,
  commands: TimelineCommands,
): void {
  const target = event.target as HTMLElement;
  if (isTextEntry(target)) return;
  const command = event.ctrlKey || event.metaKey;
  const key = event.key;
  const clipId = target.closest<HTMLElement>('[data-clip-id]')?.dataset.clipId;

  const handled = (() => {
    if (command && !event.altKey && (key === 'z' || key === 'Z')) {
      commands.send({ type: event.shiftKey ? 'history.redo' : 'history.undo' });
      return true;
    }
    if (command && (key === 'y' || key === 'Y')) {
      commands.send({ type: 'history.redo' });
      return true;
    }
    if (command && !event.altKey && (key === 'a' || key === 'A')) {
      commands.selectAll();
      return true;
    }
    if (command || event.altKey) return false;
    switch (key) {
      case ' ':
        if (ownsSpace(target)) return false;
        commands.togglePlayback();
        return true;
      case 's':
      case 'S':
        commands.send({ type: 'clip.split' });
        return true;
      case 'i':
      case 'I':
        commands.send({ type: 'marker.in' });
        return true;
      case 'o':
      case 'O':
        commands.send({ type: 'marker.out' });
        return true;
      case 'Delete':
      case 'Backspace':
        commands.send(clipId ? { type: 'clip.delete', clipId } : { type: 'clip.delete' });
        return true;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (!clipId) return false;
        commands.nudgeClip(clipId, key === 'ArrowLeft' ? -1 : 1, event.shiftKey);
        return true;
      case '+':
      case '=':
        commands.send({ type: 'zoom.in' });
        return true;
      case '-':
      case '_':
        commands.send({ type: 'zoom.out' });
        return true;
      case 'Escape':
        commands.send({ type: 'clip.select', clipId: null });
        return false;
      default:
        return false;
    }
  })();
  if (handled) event.preventDefault();
}
