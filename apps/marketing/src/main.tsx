// Entry of the public site: signed-in visitors go straight to the studio, everyone else sees the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HomePage } from './HomePage';
import { hasSavedSession } from './savedSession';
import './site.css';

if (hasSavedSession()) {
  window.location.replace('/dashboard');
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <HomePage />
    </StrictMode>,
  );
}
