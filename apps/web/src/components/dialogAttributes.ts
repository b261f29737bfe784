/**
 * Mantine renders a Modal's title bar as <header>: outside any sectioning element that is a
 * second "banner" landmark beside the app's header (axe: landmark-no-duplicate-banner,
 * landmark-unique). The dialog's name already labels the bar, so it gets no landmark role.
 * Modals and SidePanel's Drawer alike.
 */
export const DIALOG_ATTRIBUTES = { header: { role: 'none' } } as const;
