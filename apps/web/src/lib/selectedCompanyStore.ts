import { useSyncExternalStore } from 'react';
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

export function useSelectedCompanyId(): number | null {
  return useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get, selectedCompanyStore.get);
}
