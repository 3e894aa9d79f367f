import fs from "node:fs";
import path from "node:path";

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `Another Naija Creators server (process ${pid}) is already using this data directory ` +
        `(${path.dirname(lockPath)}). Two processes on one embedded database would lose data. ` +
        `Stop the other process, or start this one with a different DATA_DIR, or set DATABASE_URL.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Holds `DATA_DIR/server.lock` for as long as this process uses the embedded
 * database. PGlite has no cross-process locking: two writers silently lose data.
 * A lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid))
            fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockPath, pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the data directory lock at ${lockPath}`);
}
