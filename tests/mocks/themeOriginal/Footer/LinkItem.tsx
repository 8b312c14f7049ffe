// Stand-in for the upstream footer link: renders its label as the link's children, as upstream does.
import React from 'react';

export default function LinkItem({item}: {item: {href?: string; to?: string; label: React.ReactNode}}) {
  return (
    <a className="footer__link-item" href={item.href ?? item.to}>
      {item.label}
    </a>
  );
}
