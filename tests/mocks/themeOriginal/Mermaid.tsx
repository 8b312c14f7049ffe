// Stand-in for @theme-original/Mermaid: shows the diagram source it was given.
import React from 'react';

export default function Mermaid({value}: {value: string}) {
  return <svg aria-label={`diagram: ${value}`} />;
}
