/**
 * Wraps Mermaid (@docusaurus/theme-mermaid 3.10.2, public theme component).
 * Why: rendering a diagram loads the Mermaid library, about 170 KB gzip that
 * keep a phone's main thread busy for most of a second, and most diagrams sit
 * well below the fold of a tutorial.
 * Changed: the original loads (as its own chunk, so doc pages without a
 * diagram never fetch it) and mounts, and so loads Mermaid, only once the
 * diagram is within 400 px of the viewport.
 */
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';

// Never rendered on the server (`near` starts false), so no streamed Suspense.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);
  // Empty on the server and at first render, so hydration matches.
  return (
    <div ref={box} data-mermaid-diagram="">
      {near ? (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
