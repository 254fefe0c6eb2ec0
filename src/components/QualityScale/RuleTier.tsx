import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {rules, ruleDocId, tierLabels} from '@site/src/data/qualityScale';
import TierBadge from './TierBadge';
import styles from './styles.module.css';

/** The tier badge of the rule page it is placed on, looked up by the page's own doc id. */
export default function RuleTier(): ReactNode {
  const {metadata} = useDoc();
  const rule = rules.find((candidate) => ruleDocId(candidate) === metadata.id);
  if (!rule) {
    throw new Error(`RuleTier: ${metadata.id} is not a rule of src/data/qualityScale.ts`);
  }
  return (
    <p className={styles.tierLine}>
      <TierBadge tier={rule.tier} /> This rule is part of the {tierLabels[rule.tier]} tier.
    </p>
  );
}
