/**
 * Wraps @theme-original/Footer/LinkItem (Docusaurus 3.10.2).
 * Why: the footer's social links carry the network's icon.
 * Changed: a link to YouTube, LinkedIn, Instagram or GitHub gets a decorative
 * icon before its label (the label stays its accessible name); every other
 * link renders exactly as upstream.
 */
import React, {type ReactNode} from 'react';
import LinkItem from '@theme-original/Footer/LinkItem';
import type {Props} from '@theme/Footer/LinkItem';
import SocialIcon, {socialNetworkOf} from '@site/src/components/SocialIcon';

export default function LinkItemWrapper({item}: Props): ReactNode {
  const network = socialNetworkOf(item.href);
  if (!network) return <LinkItem item={item} />;
  const label = (
    <span className="footer-social-link">
      <SocialIcon network={network} />
      {item.label}
    </span>
  );
  // Upstream renders `label` as the link's children, so a node works there.
  return <LinkItem item={{...item, label: label as unknown as string}} />;
}
