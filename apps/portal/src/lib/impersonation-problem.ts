/** Why the last impersonation key was refused (the server's detail), for the page that says so. */
let detail: string | null = null;

export const impersonationProblem = {
  set(next: string | null): void {
    detail = next;
  },
  get: (): string | null => detail,
};
