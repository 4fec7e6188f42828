// The timeline workflow as the studio's other workflows see it: the machine and its pure editing
// functions come from @twin/timeline/headless (the timeline is a package of its own, published
// alone); this folder adds its graph walk, and its machine and model tests on our harness.
export * from '@twin/timeline/headless';
export { timelineMachineWalk, timelineWalkClips } from './timeline.walk';
