import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {rules, rulesRoute, tierLabels, tiers} from '@site/src/data/qualityScale';

/** The rules grouped by tier, one checklist per tier: the checklist page. */
export default function Checklist(): ReactNode {
  return (
    <>
      {tiers.map((tier) => (
        <section key={tier}>
          <Heading as="h2" id={tier}>
            {tierLabels[tier]}
          </Heading>
          <ul>
            {rules
              .filter((rule) => rule.tier === tier)
              .map((rule) => (
                <li key={rule.id}>
                  <Link to={`${rulesRoute}/${rule.id}`}>
                    <code>{rule.id}</code>
                  </Link>
                  : {rule.title}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
