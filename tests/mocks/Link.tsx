// Stand-in for @docusaurus/Link: a plain anchor, so tests can read hrefs.
import React from 'react';

export default function Link({to, href, children, ...rest}: {to?: string; href?: string; children?: React.ReactNode}) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
