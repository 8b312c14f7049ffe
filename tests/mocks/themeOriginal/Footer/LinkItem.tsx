// Stand-in for the upstream footer link: renders its label as the link's children, as upstream does,
// and records each item it is given, so a test can check what the wrapper handed to upstream.
import React from 'react';

export const received: unknown[] = [];

export default function LinkItem({item}: {item: {href?: string; to?: string; label: React.ReactNode}}) {
  received.push(item);
  return (
    <a className="footer__link-item" href={item.href ?? item.to}>
      {item.label}
    </a>
  );
}
