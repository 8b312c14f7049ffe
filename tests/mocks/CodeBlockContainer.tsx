// Stand-in for @theme/CodeBlock/Container: the element it is asked for.
import React, {type ElementType} from 'react';

export default function Container({as: As, ...props}: {as: ElementType} & Record<string, unknown>) {
  return <As {...props} />;
}
