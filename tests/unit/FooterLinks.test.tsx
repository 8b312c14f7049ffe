// Spec §2.6 and §9: footer links are grouped (a title and items) or flat, and
// flat links are separated by a middle dot. Upstream's footer links, drawn
// with the site's own LinkItem (the social icons), in both shapes.
import React from 'react';
import {render, screen} from '@testing-library/react';
import FooterLinks from '@theme/Footer/Links';

const flat = [
  {label: 'Get started', to: '/'},
  {label: 'Blog', to: '/blog'},
  {label: 'YouTube', href: 'https://www.youtube.com/@tucano-rpa'},
];

test('flat links are separated by a middle dot, one between each two', () => {
  const {container} = render(<FooterLinks links={flat} />);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Get started', 'Blog', 'YouTube']);
  const separators = container.querySelectorAll('.footer__link-separator');
  expect([...separators].map((separator) => separator.textContent)).toEqual(['·', '·']);
  // The site's LinkItem still gives a social link its icon in a flat footer.
  expect(screen.getByRole('link', {name: 'YouTube'}).querySelector('svg')).not.toBeNull();
});

test('grouped links show each group under its title, without separators', () => {
  const {container} = render(
    <FooterLinks
      links={[
        {title: 'Documentation', items: flat.slice(0, 2)},
        {title: 'Community', items: flat.slice(2)},
      ]}
    />,
  );
  expect([...container.querySelectorAll('.footer__title')].map((title) => title.textContent)).toEqual([
    'Documentation',
    'Community',
  ]);
  expect(screen.getAllByRole('link')).toHaveLength(3);
  expect(container.querySelector('.footer__link-separator')).toBeNull();
});
