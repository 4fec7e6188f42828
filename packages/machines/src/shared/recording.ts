// The recording life cycle every recorder shares (voice recorder, video recorder, the speech test's
// reference, consent): asking for the device, a take counted second by second up to its limit, and
// stopping, with the capture actor's failures and Cancel. State configs for `createMachine`; the
// names stay literal, so each machine's `setup` type-checks the actions, guards and delays they name.

/** Transition to `target` running the machine's action `actions`. */
export interface Step<TTarget extends string, TAction extends string> {
  target: TTarget;
  actions: TAction;
}

type CaptureFailure<TCapture extends string, TStep> = Record<
  'capture.failed' | `xstate.error.actor.${TCapture}`,
  TStep
>;

/** The capture actor's failures (reported, or the actor erroring: its id is `capture`) lead to `step`. */
export function captureFailure<const TCapture extends string, const TStep extends Step<string, string>>(
  capture: TCapture,
  step: TStep,
): CaptureFailure<TCapture, TStep> {
  return {
    'capture.failed': step,
    [`xstate.error.actor.${capture}`]: step,
  } as CaptureFailure<TCapture, TStep>;
}

/**
 * `recording`: every `tick` (a named delay) the action `countSecond` counts a second; when the guard
 * `limit` says the take is long enough it goes on to `stop`. `on` is the state's own events.
 */
export function recordingTickState<
  const TTick extends string,
  const TLimit extends string,
  const TStop extends string,
  const TOn extends object,
>(tick: TTick, limit: TLimit, stop: TStop, on: TOn) {
  const countdown = [
    { guard: limit, target: stop, actions: 'countSecond' },
    { target: 'recording', reenter: true, actions: 'countSecond' },
  ] as const;
  return { after: { [tick]: countdown } as Record<TTick, typeof countdown>, on };
}

/** What differs between the machines that record; the rest of the life cycle is the same. */
export interface RecordingLifeCycle {
  /** The capture actor's id (its name): its errors arrive as `xstate.error.actor.<capture>`. */
  capture: string;
  /** The name of the state that waits for the take's data (default `stopping`). */
  stopping?: string;
  /** The named delay of a second (default `tick`) and the guard saying the limit is reached. */
  tick?: string;
  limit: string;
  /** `capture.started` while asking (to `recording`, perhaps showing a preview). */
  started: unknown;
  /** `capture.stopped` while stopping (the take kept, or refused). */
  stopped: unknown;
  /** A capture failure at any step. */
  failure: Step<string, string>;
  /**
   * Cancel while asking or recording (and while stopping unless `cancelWhileStopping` is false);
   * default: back to `idle` with the machine's `resetTake`.
   */
  cancel?: Step<string, string>;
  cancelWhileStopping?: boolean;
}

type Or<TValue, TDefault> = undefined extends TValue ? TDefault : Exclude<TValue, undefined>;

/** `recording.start`: a new take (the machine's `resetTake`, or the action named) and its capture. */
export function startTake<const TRequesting extends string, const TReset extends string = 'resetTake'>(
  requesting: TRequesting,
  reset?: TReset,
): { target: TRequesting; actions: readonly [NoInfer<TReset>, 'startCapture'] } {
  return { target: requesting, actions: [reset ?? ('resetTake' as TReset), 'startCapture'] };
}

/** A state between takes: the capture actor is released (`releaseCapture`); `on` is its events. */
export function betweenTakes<const TOn extends object>(on: TOn) {
  return { entry: 'releaseCapture' as const, on };
}

/**
 * The three states of a take: `requesting` (its name, e.g. `requestingMicrophone`) → `recording` →
 * the `stopping` state, which asks the capture to stop (action `askCaptureToStop`).
 */
export function recordingStates<const TRequesting extends string, const TCycle extends RecordingLifeCycle>(
  requesting: TRequesting,
  cycle: TCycle,
) {
  type Stop = Or<TCycle['stopping'], 'stopping'>;
  type Cancel = Or<TCycle['cancel'], Step<'idle', 'resetTake'>>;
  const stop = (cycle.stopping ?? 'stopping') as Stop;
  const failed = captureFailure(cycle.capture as TCycle['capture'], cycle.failure as TCycle['failure']);
  const cancel = { 'recording.cancel': (cycle.cancel ?? { target: 'idle', actions: 'resetTake' }) as Cancel };
  const asking = { on: { 'capture.started': cycle.started as TCycle['started'], ...failed, ...cancel } };
  const stopping = {
    entry: 'askCaptureToStop' as const,
    on: {
      'capture.stopped': cycle.stopped as TCycle['stopped'],
      ...failed,
      ...(cycle.cancelWhileStopping === false ? {} : cancel),
    },
  };
  const tick = (cycle.tick ?? 'tick') as Or<TCycle['tick'], 'tick'>;
  const recording = recordingTickState(tick, cycle.limit as TCycle['limit'], stop, {
    'recording.stop': stop,
    ...failed,
    ...cancel,
  });
  return { [requesting]: asking, recording, [stop]: stopping } as Record<TRequesting, typeof asking> &
    Record<Stop, typeof stopping> & { recording: typeof recording };
}
