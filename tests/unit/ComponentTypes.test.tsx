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

describe('the upstream NavbarItem with our types', () => {
  // Docusaurus's own NavbarItem, resolving types through our ComponentTypes.
  const NavbarItem = require('../../node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem/index.js').default;

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

  it('still raises the developer error for an unknown item type', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<NavbarItem type="custom-teleport" />)).toThrow(
      'No NavbarItem component found for type "custom-teleport"',
    );
  });
});
