import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Spec §2: a banner link starting with https opens in a new tab; anything else is an in-app route. */
export function BannerLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  if (url.startsWith('https')) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={url || '/'} className={className}>
      {children}
    </Link>
  );
}
