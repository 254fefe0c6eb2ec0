import {type ReactNode, useEffect, useState} from 'react';
import Layout from '@theme/Layout';

function Crasher(): ReactNode {
  const [crashing, setCrashing] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('crash')) {
      setCrashing(true);
    }
  }, []);
  if (crashing) {
    throw new Error('Test fixture crashed on purpose');
  }
  return (
    <button type="button" onClick={() => setCrashing(true)}>
      Crash now
    </button>
  );
}

/**
 * Renders normally on the server and during hydration, then throws inside the layout when the
 * button is pressed (or at once with `?crash=1`), so the test sees the theme's error boundary
 * and its "Try again" recovery. The second button throws outside the layout, which only the
 * site's root error boundary catches (the page-error title).
 */
export default function CrashPage(): ReactNode {
  const [crashingPage, setCrashingPage] = useState(false);
  if (crashingPage) {
    throw new Error('Test fixture crashed its whole page on purpose');
  }
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <p>This page exists only in test builds.</p>
        <Crasher />
        <button type="button" onClick={() => setCrashingPage(true)}>
          Crash the whole page
        </button>
      </main>
    </Layout>
  );
}
