import classes from './LoadingBar.module.css';

/**
 * The app's "something is loading" strip along the top edge: the next screen (the shell's
 * NavigationProgress) or a lazily loaded panel or dialog (a Suspense fallback), which on a slow
 * network otherwise left the click with no answer for seconds.
 */
export function LoadingBar({ label, testId = 'loading-bar' }: { label: string; testId?: string }) {
  return <div className={classes.bar} role="progressbar" aria-label={label} data-testid={testId} />;
}
