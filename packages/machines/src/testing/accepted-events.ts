// The events a walk tries in a given snapshot: every event type its active state nodes accept
// (user events, `xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<id>`),
// each replaced by the walk's sample events of that type when there are any, otherwise sent bare.
// This mirrors xstate/graph's default, which a custom `events` option would otherwise replace.
import type { AnyMachineSnapshot, AnyStateNode, EventObject, StateValue } from 'xstate';

export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateNode, value: StateValue | undefined): void => {
    for (const type of node.ownEvents) types.add(type);
    if (value === undefined) return;
    const childValues: [string, StateValue | undefined][] =
      typeof value === 'string' ? [[value, undefined]] : Object.entries(value);
    for (const [key, childValue] of childValues) {
      const child = node.states[key];
      if (child) visit(child, childValue);
    }
  };
  visit(snapshot.machine.root, snapshot.value);
  return [...types];
}

function matchesDescriptor(type: string, descriptor: string): boolean {
  if (descriptor === '*') return true;
  if (descriptor.endsWith('.*')) return type.startsWith(descriptor.slice(0, -1));
  return type === descriptor;
}

export function eventsToTry(snapshot: AnyMachineSnapshot, samples: readonly EventObject[]): EventObject[] {
  return acceptedEventTypes(snapshot).flatMap((descriptor) => {
    const matching = samples.filter((event) => matchesDescriptor(event.type, descriptor));
    if (matching.length > 0) return matching;
    return descriptor.includes('*') ? [] : [{ type: descriptor }];
  });
}
