// Stand-in for @docusaurus/Head: applies a <title> child to document.title.
import React, {useEffect} from 'react';

export default function Head({children}: {children?: React.ReactNode}) {
  const title = React.Children.toArray(children).find(
    (child): child is React.ReactElement<{children: string}> => React.isValidElement(child) && child.type === 'title',
  );
  useEffect(() => {
    if (title) document.title = title.props.children;
  }, [title]);
  return null;
}
