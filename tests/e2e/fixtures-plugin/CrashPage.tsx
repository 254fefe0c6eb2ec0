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
 * and its "Try again" recovery.
 */
export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <p>This page exists only in test builds.</p>
        <Crasher />
      </main>
    </Layout>
  );
}
