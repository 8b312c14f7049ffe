/**
 * Wraps @theme-original/NavbarItem (Docusaurus 3.10.2).
 * Why: the specification (§8) words the developer error an unknown item type
 * raises as "No navbar item component found for type"; upstream says
 * "No NavbarItem component found".
 * Changed: a type that ComponentTypes does not map (a typo, or an optional
 * type that src/plugins/slimClientBundle left out) throws the specification's
 * wording; every other item renders upstream's NavbarItem unchanged.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

type Props = ComponentProps<typeof NavbarItem>;

export default function NavbarItemWrapper(props: Props): ReactNode {
  // Upstream treats a missing type and 'default' alike (a link, or a dropdown with items).
  // An own key with a component: `toString` is no item type, and a type the
  // bundle left out maps to undefined.
  const {type} = props;
  const known = type && Object.prototype.hasOwnProperty.call(ComponentTypes, type);
  if (type && type !== 'default' && !(known && ComponentTypes[type as keyof typeof ComponentTypes])) {
    throw new Error(`No navbar item component found for type "${type}".`);
  }
  return <NavbarItem {...props} />;
}
