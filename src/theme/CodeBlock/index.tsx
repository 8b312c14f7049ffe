/**
 * Wraps CodeBlock (@docusaurus/theme-classic 3.10.2, public API).
 * Why: (1) Prism's additional languages register when the first code block
 * loads, instead of in theme-classic's client module on every page (see
 * src/plugins/prismWithCodeBlocks). (2) On API reference pages (the `api` docs
 * plugin), a highlighted block costs an element per token (about 580 for a
 * 45-line example) and Prism's work at hydration, and most blocks sit below
 * the fold, or inside a closed details.
 * Changed: there, a block is served and hydrated as plain text
 * (PlainCodeBlock: same box, same words) and becomes the original, highlighted,
 * once it is within 400 px of the viewport (a block in a closed details is
 * not, until it opens). Blocks with line numbers or highlighted lines, and
 * every other area's blocks, render the original at once.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import PlainCodeBlock from '@site/src/components/PlainCodeBlock';

prismIncludeLanguages(Prism);

/** Line numbers and highlighted lines are parsed by the original only. */
function needsOriginal({children, metastring = '', showLineNumbers}: Props): boolean {
  return (
    typeof children !== 'string' ||
    Boolean(showLineNumbers) ||
    /\{|showLineNumbers/.test(metastring) ||
    /highlight-(next-line|start|end)/.test(children)
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const deferred = useActivePlugin()?.pluginId === 'api' && !needsOriginal(props);
  return deferred ? <HighlightWhenNear {...props} /> : <CodeBlock {...props} />;
}

function HighlightWhenNear(props: Props): ReactNode {
  // A state, not a ref: PlainCodeBlock remounts its box after hydration.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!box) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  if (near) return <CodeBlock {...props} />;
  const title = props.title ?? /title=(["'])(.*?)\1/.exec(props.metastring ?? '')?.[2];
  return <PlainCodeBlock ref={setBox} title={title} code={(props.children as string).replace(/\n$/, '')} />;
}
