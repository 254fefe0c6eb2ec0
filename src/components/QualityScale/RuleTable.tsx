import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {rules, rulesRoute} from '@site/src/data/qualityScale';
import TierBadge from './TierBadge';

/** Every quality scale rule, with its tier, in a table: the rules index page. */
export default function RuleTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Rule</th>
          <th>Tier</th>
          <th>Requirement</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.id}>
            <td>
              <Link to={`${rulesRoute}/${rule.id}`}>
                <code>{rule.id}</code>
              </Link>
            </td>
            <td>
              <TierBadge tier={rule.tier} />
            </td>
            <td>{rule.title}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
