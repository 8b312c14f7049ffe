// Stand-in for @theme/Tabs and @theme/TabItem: every tab's label, then the
// default tab's content, as the lazy tabs render before any choice.
import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';

type ItemProps = {value: string; label: string; default?: boolean; children: ReactNode};

export function TabItem({children}: ItemProps) {
  return <div role="tabpanel">{children}</div>;
}

export default function Tabs({children}: {children: ReactNode; groupId?: string; lazy?: boolean}) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<ItemProps>[];
  const selected = items.find((item) => item.props.default) ?? items[0];
  return (
    <div>
      <div role="tablist">
        {items.map((item) => (
          <button key={item.props.value} role="tab" aria-selected={item === selected}>
            {item.props.label}
          </button>
        ))}
      </div>
      {selected}
    </div>
  );
}
