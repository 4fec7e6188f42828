// ui's internal links (AppLink) rendered as react-router links, so navigation stays in the app.
import { Link } from 'react-router';
import type { AppLinkProps } from '@twin/ui/components';

export function RouterLink({ href, ...props }: AppLinkProps) {
  return <Link to={href} {...props} />;
}
