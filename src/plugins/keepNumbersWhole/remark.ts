import {keepNumbersWhole} from './index';

interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/**
 * Remark plugin for the same in MDX prose; code is not `text`, so it keeps
 * what was written. Listed in `remarkPlugins`, after Docusaurus's own, so
 * heading ids and the table of contents are made from the plain spaces.
 */
export default function remarkKeepNumbersWhole() {
  const visit = (node: MdastNode) => {
    if (node.type === 'text' && node.value) node.value = keepNumbersWhole(node.value);
    node.children?.forEach(visit);
  };
  return visit;
}
