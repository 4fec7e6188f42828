// The demo video player's behaviour, without React, so the landing page ships a few KB of
// JavaScript instead of a framework: it takes the player's pre-rendered markup (DemoVideoPlayer)
// and wires it. States on the root's data-state: 'idle' (poster overlay until the first play, and
// again after the end, when the video resets to the start), 'playing' (controls show on hover or
// focus), 'paused' (controls stay). Keyboard: the overlay and play button are buttons; k or Space
// on the player toggles; on the seek bar the arrows move 5 s, Home/End jump.
export type DemoVideoState = 'idle' | 'playing' | 'paused';

export const demoVideoSeekStepSeconds = 5;

/** 75 → '1:15'. */
export function formatVideoTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

interface Parts {
  video: HTMLVideoElement;
  overlay: HTMLButtonElement;
  toggle: HTMLButtonElement;
  seek: HTMLInputElement;
  time: HTMLElement;
}

function partsOf(root: HTMLElement): Parts {
  const find = <T extends Element>(name: string): T => {
    const element = root.querySelector<T>(`[data-part="${name}"]`);
    if (!element) throw new Error(`The demo video has no [data-part="${name}"]`);
    return element;
  };
  return {
    video: find<HTMLVideoElement>('video'),
    overlay: find<HTMLButtonElement>('overlay'),
    toggle: find<HTMLButtonElement>('toggle'),
    seek: find<HTMLInputElement>('seek'),
    time: find<HTMLElement>('time'),
  };
}

/** Wires a DemoVideoPlayer's markup; returns a function that removes every listener. */
export function attachDemoVideo(root: HTMLElement): () => void {
  const { video, overlay, toggle, seek, time } = partsOf(root);
  const knownDuration = Number(root.dataset.duration) || 0;
  const duration = () =>
    Number.isFinite(video.duration) && video.duration > 0 ? video.duration : knownDuration;
  const controller = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, listener as EventListener, { signal: controller.signal });

  const setState = (state: DemoVideoState) => {
    root.dataset.state = state;
    const playing = state === 'playing';
    toggle.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    toggle.dataset.playing = String(playing);
  };

  const showTime = () => {
    const total = duration();
    const current = Math.min(video.currentTime, total || video.currentTime);
    seek.max = String(total);
    seek.value = String(current);
    seek.style.setProperty('--progress', total > 0 ? `${(current / total) * 100}%` : '0%');
    seek.setAttribute('aria-valuetext', `${formatVideoTime(current)} of ${formatVideoTime(total)}`);
    time.textContent = `${formatVideoTime(current)} / ${formatVideoTime(total)}`;
  };

  const play = () => {
    const started = video.play();
    // A refused play (autoplay rules, a missing file) leaves the player as it was.
    started?.catch(() => setState(video.currentTime > 0 ? 'paused' : 'idle'));
  };
  const togglePlayback = () => (video.paused ? play() : video.pause());
  const seekTo = (seconds: number) => {
    video.currentTime = Math.max(0, Math.min(duration(), seconds));
    showTime();
  };

  on(overlay, 'click', () => {
    play();
    // The overlay disappears: keep keyboard focus inside the player.
    toggle.focus({ preventScroll: true });
  });
  on(toggle, 'click', togglePlayback);
  on(video, 'click', togglePlayback);
  on(video, 'play', () => setState('playing'));
  on(video, 'pause', () => {
    if (!video.ended && root.dataset.state !== 'idle') setState('paused');
  });
  on(video, 'ended', () => {
    // Spec: at the end the video resets — back to the start, poster and overlay again.
    const hadFocus = root.contains(document.activeElement);
    video.pause();
    video.currentTime = 0;
    setState('idle');
    showTime();
    if (hadFocus) overlay.focus({ preventScroll: true });
  });
  on(video, 'timeupdate', showTime);
  on(video, 'loadedmetadata', showTime);
  on(video, 'durationchange', showTime);
  on(seek, 'input', () => seekTo(Number(seek.value)));
  on(seek, 'keydown', (event) => {
    const moves: Record<string, number> = {
      ArrowLeft: video.currentTime - demoVideoSeekStepSeconds,
      ArrowDown: video.currentTime - demoVideoSeekStepSeconds,
      ArrowRight: video.currentTime + demoVideoSeekStepSeconds,
      ArrowUp: video.currentTime + demoVideoSeekStepSeconds,
      Home: 0,
      End: duration(),
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    seekTo(target);
  });
  on(root, 'keydown', (event) => {
    const onButton = event.target instanceof HTMLButtonElement;
    if (event.key === 'k' || (event.key === ' ' && !onButton)) {
      event.preventDefault();
      togglePlayback();
    }
  });

  setState((root.dataset.state as DemoVideoState | undefined) ?? 'idle');
  showTime();
  return () => controller.abort();
}
