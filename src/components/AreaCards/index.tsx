import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {areas, miscArea} from '@site/src/data/areas';
import styles from './styles.module.css';

/** One card per documentation area, as listed in `src/data/areas.ts`. */
export default function AreaCards({headingLevel = 3}: {headingLevel?: 2 | 3}): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {[...areas, miscArea].map((area) => (
        <li key={area.to} className={styles.card}>
          <Link to={area.to} className={styles.link}>
            <Heading className={styles.title}>{area.label}</Heading>
            <p className={styles.summary}>{area.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
