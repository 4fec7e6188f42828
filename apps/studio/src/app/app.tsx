// The studio's root: the auth machine (restoring the saved session from localStorage 'token')
// around the router.
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthContext } from '@twin/ui/features/app-layout';
import { createStudioRouter } from './router';
import { studioAuthMachine } from './session-machines';
import { readSavedToken } from '../lib/token-storage';

export function App() {
  const [router] = useState(createStudioRouter);
  const [savedToken] = useState(readSavedToken);
  return (
    <AuthContext.Provider logic={studioAuthMachine} options={{ input: { token: savedToken } }}>
      <RouterProvider router={router} />
    </AuthContext.Provider>
  );
}
