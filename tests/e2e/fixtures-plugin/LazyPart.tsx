import type {ReactNode} from 'react';

export default function LazyPart(): ReactNode {
  return <p id="lazy-part">The lazily loaded part rendered.</p>;
}
