// Stand-in for @theme/Admonition: keeps the title and content readable by role.
import React from 'react';

export default function Admonition({title, children}: {type: string; title?: string; children?: React.ReactNode}) {
  return (
    <aside role="note" aria-label={title}>
      <p>{title}</p>
      {children}
    </aside>
  );
}
