// The studio's routes (spec part 1 §2): /login and /signup for visitors, the protected pages
// inside the authenticated layout, and everything else back to the public site at /.
// The signed-in area is loaded lazily so that /login and /signup download only what they show.
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '@twin/ui/features/app-layout';
import { LoginPage } from '../features/auth/login-page';
import { SignupPage } from '../features/auth/signup-page';
import { LeaveStudio } from './leave-studio';
import { RootLayout } from './root-layout';
import { SignedOutOnly } from './signed-out-only';

/** Pages whose features are later issues; each says so inside the layout. */
const comingSoon = [
  {
    path: '/video',
    title: 'Upload Video',
    purpose: 'Upload or record a video of yourself talking to the camera.',
  },
  { path: '/library', title: 'Video Library', purpose: 'Follow your lip-sync and localization videos.' },
  {
    path: '/localize',
    title: 'Video Localization',
    purpose: 'Transcribe, translate and dub a video into another language.',
  },
  { path: '/test-vibe', title: 'Speech Test', purpose: 'Try speech generation from a reference recording.' },
] as const;

export function createStudioRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // Shown while the lazy signed-in area loads on a first visit to a protected page.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          element: <SignedOutOnly />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/signup', element: <SignupPage /> },
          ],
        },
        {
          lazy: async () => ({ Component: (await import('./signed-in-only')).SignedInOnly }),
          children: [
            {
              path: '/dashboard',
              lazy: async () => ({
                Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
              }),
            },
            {
              path: '/account',
              lazy: async () => ({
                Component: (await import('../features/account/account-page')).AccountPage,
              }),
            },
            {
              path: '/create-voice',
              lazy: async () => ({
                Component: (await import('../features/create-voice/create-voice-page')).CreateVoicePage,
              }),
            },
            {
              path: '/text-to-speech',
              lazy: async () => ({
                Component: (await import('../features/text-to-speech/text-to-speech-page')).TextToSpeechPage,
              }),
            },
            ...comingSoon.map(({ path, title, purpose }) => ({
              path,
              lazy: async () => {
                const { ComingSoonPage } = await import('../features/coming-soon/coming-soon-page');
                return { Component: () => <ComingSoonPage title={title} purpose={purpose} /> };
              },
            })),
          ],
        },
        // Only the dev server sends / to the studio (the real server serves the public site there).
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        { path: '*', element: <LeaveStudio /> },
      ],
    },
  ]);
}
