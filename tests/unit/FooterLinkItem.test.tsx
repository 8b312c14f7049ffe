import React from 'react';
import {render, screen} from '@testing-library/react';
import LinkItem from '@site/src/theme/Footer/LinkItem';
import {socialNetworkOf} from '@site/src/components/SocialIcon';
import {received} from '../mocks/themeOriginal/Footer/LinkItem';

test('a social link shows its network icon and keeps its label as the accessible name', () => {
  render(<LinkItem item={{label: 'YouTube', href: 'https://www.youtube.com/@tucano-rpa'}} />);
  const link = screen.getByRole('link', {name: 'YouTube'});
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('any other link goes to upstream exactly as configured', () => {
  received.length = 0;
  const item = {label: 'Blog', to: '/blog'};
  render(<LinkItem item={item} />);
  expect(received).toEqual([item]);
  expect(screen.getByRole('link', {name: 'Blog'}).querySelector('svg')).toBeNull();
});

test('networks are recognised by host only', () => {
  expect(socialNetworkOf('https://www.linkedin.com/company/tucano-rpa')).toBe('linkedin');
  expect(socialNetworkOf('https://instagram.com/tucano.rpa')).toBe('instagram');
  expect(socialNetworkOf('https://github.com/tucano-rpa/tucano-docs')).toBe('github');
  expect(socialNetworkOf('https://studio.tucano.example/youtube.com')).toBeUndefined();
  expect(socialNetworkOf(undefined)).toBeUndefined();
});
