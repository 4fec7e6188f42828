// Any path the studio does not own goes to / (spec part 1 §2), which the server answers with the
// public site: a full page load, not a client-side route.
import { useEffect } from 'react';
import { LoadingScreen } from '@twin/ui/features/app-layout';

export function LeaveStudio() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return <LoadingScreen />;
}
