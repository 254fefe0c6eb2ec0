import type {ReactNode} from 'react';
import clsx from 'clsx';
import {type Tier, tierLabels} from '@site/src/data/qualityScale';
import styles from './styles.module.css';

export default function TierBadge({tier}: {tier: Tier}): ReactNode {
  return <span className={clsx(styles.badge, styles[tier])}>{tierLabels[tier]}</span>;
}
