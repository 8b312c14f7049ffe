// Upstream CodeInline (theme-classic 3.10.2) is a bare <code {...props} />.
import React, {type ComponentProps} from 'react';

export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
