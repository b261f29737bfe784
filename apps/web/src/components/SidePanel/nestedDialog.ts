import { createContext, use, useEffect } from 'react';

/**
 * Mantine closes every open Modal and Drawer on the same Escape key press (each listens
 * on window). A dialog opened from inside a side panel ("Ver contrato", the signature
 * dialog) registers itself here while it is open, and the panel stops closing on Escape
 * meanwhile: Escape closes only the top dialog and the panel keeps its amounts and
 * signature.
 */
export type RegisterNestedDialog = () => () => void;

export const NestedDialogContext = createContext<RegisterNestedDialog | null>(null);

/** Call in any dialog that can open above a side panel; a no-op outside one. */
export function useNestedDialog(opened: boolean): void {
  const register = use(NestedDialogContext);
  useEffect(() => {
    if (!opened || !register) return;
    return register();
  }, [opened, register]);
}
