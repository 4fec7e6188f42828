// Loaded as a classic, blocking script in the <head> of / (CSP allows no inline script): a visitor
// with a studio session (localStorage 'token') goes to /dashboard before the landing page paints.
import { hasSavedSession } from '../saved-session';

if (hasSavedSession()) window.location.replace('/dashboard');
