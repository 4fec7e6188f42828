// LoginView's error icon is lucide's CircleAlertIcon written out: the page renders the same <svg>.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CircleAlertIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { LoginView } from './login-view';

describe('LoginView', () => {
  it("shows an error with the same <svg> as lucide-react's CircleAlertIcon", () => {
    const view = renderToStaticMarkup(
      createElement(LoginView, { error: 'Invalid email or password', onSubmit: () => undefined }),
    );
    expect(view).toContain(renderToStaticMarkup(createElement(CircleAlertIcon, { 'aria-hidden': true })));
  });
});
