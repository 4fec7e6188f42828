// The studio's root: the auth machine (restoring the saved session from localStorage 'token')
// around the router.
import { useState } from 'react';
import { AuthContext } from '@twin/ui/features/app-layout';
import { StudioRouter } from './router';
import { studioAuthMachine } from './session-machines';
import { readSavedToken } from '../lib/token-storage';

export function App() {
  const [savedToken] = useState(readSavedToken);
  return (
    <AuthContext.Provider logic={studioAuthMachine} options={{ input: { token: savedToken } }}>
      <StudioRouter />
    </AuthContext.Provider>
  );
}
