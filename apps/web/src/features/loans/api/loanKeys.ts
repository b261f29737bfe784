/** Query keys of the loan screens (under the shell's ['loans'] prefix). */
export const loanKeys = {
  all: ['loans'] as const,
  detail: (id: number | null) => ['loans', 'detail', id] as const,
};
