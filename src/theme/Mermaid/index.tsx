import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {afterLoad} from '@site/src/lib/afterLoad';

// Wrapped, not ejected: mermaid weighs ~150 KiB (gzip), so a diagram is drawn only after the
// page's load event, once it comes near the viewport. Until then, and for readers without
// JavaScript (and the markdown copies of pages), the diagram's source is shown.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLPreElement>(null);
  const visible = useVisibleAfterLoad(placeholder);
  const source = (
    <pre ref={placeholder} className="mermaid-source" aria-label="Diagram source" tabIndex={0}>
      <code className="language-mermaid">{props.value}</code>
    </pre>
  );
  if (!visible) return source;
  return (
    <Suspense fallback={source}>
      <Mermaid {...props} />
    </Suspense>
  );
}

/** True once the window has loaded and the element is within a screen of the viewport. */
function useVisibleAfterLoad(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    void afterLoad().then(() => {
      if (cancelled) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            setVisible(true);
          }
        },
        {rootMargin: '100% 0px'},
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [ref]);
  return visible;
}
