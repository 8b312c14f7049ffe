// Stand-in for @theme/CodeBlock/Content/Element: JSX children as they are.
import React, {type ReactNode} from 'react';

export default function CodeBlockElement({children}: {children: ReactNode}) {
  return <pre data-element="">{children}</pre>;
}
