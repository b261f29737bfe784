import { useDeferredValue, useSyncExternalStore } from 'react';
import { createStore } from './createStore';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

function readInitial(): number | null {
  const raw = readStorage(STORAGE_KEYS.selectedCompany);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The company the user works with; persisted in localStorage (spec 01 §3). */
export const selectedCompanyStore = createStore<number | null>(readInitial());

export function setSelectedCompanyId(id: number | null): void {
  writeStorage(STORAGE_KEYS.selectedCompany, id === null ? null : String(id));
  selectedCompanyStore.set(id);
}

/** Re-reads localStorage (tests and a fresh login). */
export function reloadSelectedCompanyId(): void {
  selectedCompanyStore.set(readInitial());
}

/**
 * The selected company as screens render it: deferred (decision 102). A store update renders
 * urgently, to the end, in one task; choosing a company (the start-up auto-select included) mounts
 * a whole screen, which on a phone's CPU was a task of 300+ ms. Deferred, the urgent render keeps
 * the previous company and React mounts the new one at transition priority, in slices that yield to
 * the browser. Rules that must see the store as it is now read `selectedCompanyStore.get()`.
 */
export function useSelectedCompanyId(): number | null {
  return useDeferredValue(
    useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get, selectedCompanyStore.get),
  );
}
