// Types for React's profiling build of the client (same API as react-dom/client), which the bench
// page uses so that <Profiler> reports commits in a production bundle.
declare module 'react-dom/profiling' {
  export { createRoot, hydrateRoot } from 'react-dom/client';
}
