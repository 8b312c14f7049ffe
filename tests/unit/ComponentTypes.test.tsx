import React from 'react';
import {render, screen} from '@testing-library/react';
import ComponentTypes from '@site/src/theme/NavbarItem/ComponentTypes';
import RepositoryLink from '@site/src/components/RepositoryLink';

describe('navbar item types', () => {
  it('name every item type of the specification, upstream’s, and the repository link', () => {
    // Spec §2.6: default link, dropdown, language dropdown, search, docs version,
    // docs version dropdown and doc link; upstream also has html and docSidebar.
    expect(Object.keys(ComponentTypes).sort()).toEqual([
      'custom-repositoryLink',
      'default',
      'doc',
      'docSidebar',
      'docsVersion',
      'docsVersionDropdown',
      'dropdown',
      'html',
      'localeDropdown',
      'search',
    ]);
    for (const type of Object.values(ComponentTypes)) expect(type).toEqual(expect.any(Function));
    expect(ComponentTypes['custom-repositoryLink']).toBe(RepositoryLink);
  });

  it('include every type the navbar configuration uses', () => {
    const config = require('jiti')(__filename, {interopDefault: true})('../../docusaurus.config.ts');
    // Items without a type are 'default'; the others name theirs.
    const used = config.themeConfig.navbar.items.map((item: {type?: string}) => item.type ?? 'default');
    expect(used).toContain('custom-repositoryLink');
    for (const type of used) expect(ComponentTypes).toHaveProperty([type]);
  });

  it('render the repository link as an icon with an accessible name', () => {
    render(<RepositoryLink href="https://github.com/tucano-rpa/tucano-docs" label="Tucano docs on GitHub" />);
    const link = screen.getByRole('link', {name: 'Tucano docs on GitHub'});
    expect(link).toHaveAttribute('href', 'https://github.com/tucano-rpa/tucano-docs');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('render a labelled menu entry in the mobile menu', () => {
    render(<RepositoryLink mobile href="https://github.com/tucano-rpa/tucano-docs" label="Tucano docs on GitHub" />);
    expect(screen.getByRole('link')).toHaveTextContent('Tucano docs on GitHub');
  });
});

describe('NavbarItem, upstream’s wrapped with our types', () => {
  // The site's wrap around Docusaurus's own NavbarItem, which resolves types
  // through our ComponentTypes.
  const NavbarItem = require('@site/src/theme/NavbarItem').default;

  it('renders the custom repository link type', () => {
    render(
      <NavbarItem
        type="custom-repositoryLink"
        href="https://github.com/tucano-rpa/tucano-docs"
        label="Tucano docs on GitHub"
      />,
    );
    expect(screen.getByRole('link', {name: 'Tucano docs on GitHub'})).toBeInTheDocument();
  });

  it('passes an item without a type, or typed default, to upstream (a link, or a dropdown with items)', () => {
    // The default and dropdown components are stand-ins here; what matters is that none is refused.
    expect(() => render(<NavbarItem to="/docs/" label="Docs" />)).not.toThrow();
    expect(() => render(<NavbarItem type="default" items={[]} label="More" />)).not.toThrow();
  });

  it.each(['custom-teleport', 'toString'])(
    'raises the specification’s developer error for an unknown item type (%s)',
    (type) => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<NavbarItem type={type} />)).toThrow(`No navbar item component found for type "${type}".`);
    },
  );

  it('raises it too for an optional type the bundle left out', () => {
    // slimClientBundle maps an optional type the config does not use to undefined.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.isolateModules(() => {
      jest.doMock('@theme/NavbarItem/ComponentTypes', () => ({__esModule: true, default: {localeDropdown: undefined}}));
      const Wrapped = require('@site/src/theme/NavbarItem').default;
      expect(() => render(<Wrapped type="localeDropdown" />)).toThrow(
        'No navbar item component found for type "localeDropdown".',
      );
    });
  });
});
