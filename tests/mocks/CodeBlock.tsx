// Stand-in for @theme/CodeBlock: the code as text, with its title.
import React from 'react';

export default function CodeBlock({title, children}: {language?: string; title?: string; children: string}) {
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <pre>{children}</pre>
    </figure>
  );
}
