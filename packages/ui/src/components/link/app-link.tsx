// Internal links without a router dependency: ui renders <AppLink href>, and the app decides what an
// internal link is (the studio provides react-router's Link through <LinkProvider>). Default: a plain <a>.
import * as React from 'react';

export type AppLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };
export type LinkComponent = React.ComponentType<AppLinkProps>;

function PlainAnchor(props: AppLinkProps) {
  return <a {...props} />;
}

const LinkComponentContext = React.createContext<LinkComponent>(PlainAnchor);

export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: React.ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

// data-* attributes are valid on <a> but absent from its props type outside JSX.
const appLinkSlot = { 'data-slot': 'app-link' } as Partial<AppLinkProps>;

export function AppLink(props: AppLinkProps) {
  // The component comes from context and is stable for the app's lifetime, not created here.
  return React.createElement(React.useContext(LinkComponentContext), { ...appLinkSlot, ...props });
}
