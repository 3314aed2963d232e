/**
 * Whether a process with this id is still running: a build folder or a build lock left by
 * a process that crashed may be taken over (docs/decisions/013-linear-build-and-atomic-output.md).
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
