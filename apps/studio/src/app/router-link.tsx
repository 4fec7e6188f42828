// ui's internal links (AppLink) as router links, so navigation stays in the app: react-router's
// href and click handling (modifier keys, target, same-path replace) without its Link, whose
// prefetching and framework-mode parts would weigh on /login. An absolute URL stays a plain anchor.
import { useHref, useLinkClickHandler } from 'react-router';
import type { AppLinkProps } from '@twin/ui/components';

const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

function InAppLink({ href, onClick, target, ...props }: AppLinkProps) {
  const resolvedHref = useHref(href);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      {...props}
      href={resolvedHref}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    />
  );
}

export function RouterLink(props: AppLinkProps) {
  return absoluteUrl.test(props.href) ? <a {...props} /> : <InAppLink {...props} />;
}
