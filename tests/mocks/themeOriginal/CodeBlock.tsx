// Stand-in for @theme-original/CodeBlock: marks the block as highlighted.
import React from 'react';

export default function CodeBlock({children}: {children: string}) {
  return <pre data-highlighted="">{children}</pre>;
}
