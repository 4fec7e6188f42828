// The studio's routes (spec part 1 §2): /login and /signup for visitors, the protected pages
// inside the authenticated layout, and everything else back to the public site at /.
// Declarative react-router (no data router: no page uses loaders or actions, and the data router
// would add about as much to /login as all of /login's own code). Every page but /login is a lazy
// chunk, so /login downloads only what it shows; navigations run in a transition, so the current
// page stays until the next one has loaded, and a first visit shows the loading screen meanwhile.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@twin/ui/features/app-layout';
import { LoginPage } from '../features/auth/login-page';
import { LeaveStudio } from './leave-studio';
import { RootLayout } from './root-layout';
import { SignedOutOnly } from './signed-out-only';

const SignupPage = lazy(async () => ({
  default: (await import('../features/auth/signup-page')).SignupPage,
}));
const SignedInOnly = lazy(async () => ({ default: (await import('./signed-in-only')).SignedInOnly }));
const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/dashboard-page')).DashboardPage,
}));
const AccountPage = lazy(async () => ({
  default: (await import('../features/account/account-page')).AccountPage,
}));
const CreateVoicePage = lazy(async () => ({
  default: (await import('../features/create-voice/create-voice-page')).CreateVoicePage,
}));
const TextToSpeechPage = lazy(async () => ({
  default: (await import('../features/text-to-speech/text-to-speech-page')).TextToSpeechPage,
}));
const VideoPage = lazy(async () => ({
  default: (await import('../features/video/video-page')).VideoPage,
}));
const LibraryPage = lazy(async () => ({
  default: (await import('../features/library/library-page')).LibraryPage,
}));
const SpeechTestPage = lazy(async () => ({
  default: (await import('../features/speech-test/speech-test-page')).SpeechTestPage,
}));
const LocalizePage = lazy(async () => ({
  default: (await import('../features/localize/localize-page')).LocalizePage,
}));

export function StudioRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route element={<SignedOutOnly />}>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/signup" element={<SignupPage />} />
            </Route>
            <Route element={<SignedInOnly />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/account" element={<AccountPage />} />
              <Route path="/create-voice" element={<CreateVoicePage />} />
              <Route path="/text-to-speech" element={<TextToSpeechPage />} />
              <Route path="/video" element={<VideoPage />} />
              <Route path="/library" element={<LibraryPage />} />
              <Route path="/test-vibe" element={<SpeechTestPage />} />
              <Route path="/localize" element={<LocalizePage />} />
            </Route>
            {/* Only the dev server sends / to the studio (the real server serves the public site there). */}
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="*" element={<LeaveStudio />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
