// Stand-in for @theme/Heading: the plain heading element.
import React from 'react';

export default function Heading({
  as: As = 'h2',
  ...props
}: {as?: 'h1' | 'h2' | 'h3'} & React.HTMLAttributes<HTMLHeadingElement>) {
  return <As {...props} />;
}
