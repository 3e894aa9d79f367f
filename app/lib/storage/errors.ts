/** Errors the storage adapters throw; kept apart so adapters and callers share them. */

export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`Range not satisfiable for ${key} (size ${size})`);
    this.name = "RangeNotSatisfiableError";
  }
}

/** An adapter failed for a reason other than a missing object (disk, network, S3 error). */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StorageError";
  }
}
