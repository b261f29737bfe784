import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A lazy part of a screen, rendered once the screen around it is on the page (decision 104).
 *
 * Back-office screens mount at transition priority (the deferred company, settings and rows of
 * decision 102). A transition that meets a lazy component whose code has not arrived does not
 * show the fallback: React keeps the previous screen and waits for that code, then renders on to
 * the next lazy part and waits again. Treasury's cards waited so for their three controls and
 * the tabs, one chunk after another, before anything of the screen showed, and the loans they
 * read were asked for only then. Here the first render commits the fallback; the children follow
 * in an update of their own, outside any transition, and while their code loads the screen is
 * already shown (and its queries already out).
 */
export function SuspenseAfterCommit({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  return <Suspense fallback={fallback}>{committed ? children : fallback}</Suspense>;
}
