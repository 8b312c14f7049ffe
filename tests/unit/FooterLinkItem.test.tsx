import React from 'react';
import {render, screen} from '@testing-library/react';
import LinkItem from '@site/src/theme/Footer/LinkItem';
import {socialNetworkOf} from '@site/src/components/SocialIcon';

test('a social link shows its network icon and keeps its label as the accessible name', () => {
  render(<LinkItem item={{label: 'YouTube', href: 'https://www.youtube.com/@tucano-rpa'}} />);
  const link = screen.getByRole('link', {name: 'YouTube'});
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('any other link renders as upstream renders it', () => {
  render(<LinkItem item={{label: 'Blog', to: '/blog'}} />);
  const link = screen.getByRole('link', {name: 'Blog'});
  expect(link.querySelector('svg')).toBeNull();
  expect(link).toHaveAttribute('href', '/blog');
});

test('networks are recognised by host only', () => {
  expect(socialNetworkOf('https://www.linkedin.com/company/tucano-rpa')).toBe('linkedin');
  expect(socialNetworkOf('https://instagram.com/tucano.rpa')).toBe('instagram');
  expect(socialNetworkOf('https://github.com/tucano-rpa/tucano-docs')).toBe('github');
  expect(socialNetworkOf('https://studio.tucano.example/youtube.com')).toBeUndefined();
  expect(socialNetworkOf(undefined)).toBeUndefined();
});
