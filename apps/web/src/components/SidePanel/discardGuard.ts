import { createContext, use, useEffect, useId } from 'react';

/**
 * Closing a side panel throws its form away (the form remounts empty), so a panel whose form
 * holds changes asks first: Escape, a click outside, the close button and the
 * form's own Cancel all go through the panel's guarded close. The form reports its changes
 * (react-hook-form's isDirty, which counts the drawn signature, a form field) with
 * useDirtyPanel; a successful submit closes through the caller's onClose and is never asked.
 */
export interface DiscardGuard {
  /** The form `id` holds changes (true) or not (false, also when it unmounts). */
  setDirty: (id: string, dirty: boolean) => void;
  /** Close the panel: at once when no form holds changes, else after the user confirms. */
  requestClose: () => void;
}

export const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/** Tells the enclosing SidePanel whether this form holds changes; a no-op outside one. */
export function useDirtyPanel(dirty: boolean): void {
  const guard = use(DiscardGuardContext);
  const id = useId();
  useEffect(() => {
    if (!guard) return;
    guard.setDirty(id, dirty);
    return () => guard.setDirty(id, false);
  }, [guard, id, dirty]);
}

/** The Cancel button's action: the panel's guarded close inside a SidePanel, else `fallback`. */
export function useGuardedClose(fallback: () => void): () => void {
  const guard = use(DiscardGuardContext);
  return guard ? guard.requestClose : fallback;
}
