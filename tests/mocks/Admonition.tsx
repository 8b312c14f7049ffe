// Stand-in for @theme/Admonition: keeps the title and content readable by role.
import React, {useId} from 'react';

export default function Admonition({
  title,
  children,
}: {
  type: string;
  title?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <aside role="note" aria-labelledby={titleId}>
      <p id={titleId}>{title}</p>
      {children}
    </aside>
  );
}
