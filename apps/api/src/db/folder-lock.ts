import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process has the embedded database's folder open. */
export class DatabaseInUseError extends Error {}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process, or refuses if another live process
 * has it: PGlite is one process's database, and a second writer corrupts it (issue 16: the
 * account command run beside the server). A lock left by a process that died, such as a server
 * killed with kill -9, is taken over. Returns the function that gives the folder back.
 */
export function lockDatabaseFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  // The pid is written to a file of this process's own, then linked into place: the lock file
  // never exists without its pid, and only one process's link can succeed.
  const ownFile = `${lockFile}.${process.pid}`;
  writeFileSync(ownFile, String(process.pid), { mode: 0o600 });
  try {
    for (let tries = 0; tries < 2; tries += 1) {
      try {
        linkSync(ownFile, lockFile);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(readFileSync(lockFile, 'utf8').trim());
        if (isAlive(holder)) {
          throw new DatabaseInUseError(
            `The embedded database in ${folder} is in use by another process (pid ${holder}), ` +
              'such as the running server. Stop it first and try again; nothing was changed. ' +
              `If no such process is running, delete ${lockFile}.`,
          );
        }
        rmSync(lockFile, { force: true });
        continue;
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (Number(readFileSync(lockFile, 'utf8').trim()) === process.pid) rmSync(lockFile);
        } catch {
          // Already gone: nothing to give back.
        }
      };
      process.on('exit', release);
      return release;
    }
  } finally {
    rmSync(ownFile, { force: true });
  }
  throw new DatabaseInUseError(`Could not take the embedded database in ${folder}; try again.`);
}
