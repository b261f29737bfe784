/** The credits screen's queries live under the shell's ['loans'] prefix (loan actions refresh them all). */
export const creditKeys = {
  all: ['loans'] as const,
};
