// Decorates `app.registry`: the company registry (DuckDB, read-only) at REGISTRY_PATH. While the file
// is missing the search endpoints answer 503 and everything else works; when an import renames a new
// file over the path (new inode or mtime) the next request reopens it. The file is stat-ed at most
// once a second, so watching costs nothing measurable.
import { stat } from 'node:fs/promises';
import { REGISTRY_MISSING_MESSAGE } from '@prospecta/contracts/search-api';
import { openRegistry, type Registry } from '@prospecta/registry/registry';
import fp from 'fastify-plugin';
import { HttpError } from '@/lib/http-error.ts';

export type RegistryHandle = {
  /** The open registry; throws 503 with the Portuguese message while the file is missing. */
  get(): Promise<Registry>;
  /** Checks the file now (tests and the importer's hook use it instead of waiting for the next second). */
  refresh(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    registry: RegistryHandle;
  }
}

type Options = {
  path: string;
  connections?: number;
  checkEveryMs?: number;
  /** Told when a file cannot be opened (a half-copied or corrupt file); the open registry keeps serving. */
  onError?: (error: unknown) => void;
};
type FileId = string;

async function fileIdOf(path: string): Promise<FileId | null> {
  try {
    const s = await stat(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
}

export function createRegistryHandle({ path, connections = 4, checkEveryMs = 1000, onError }: Options) {
  let registry: Registry | null = null;
  let openedId: FileId | null = null;
  let checkedAt = 0;
  let pending: Promise<void> | null = null;

  async function sync(): Promise<void> {
    const id = await fileIdOf(path);
    checkedAt = Date.now();
    if (id === null || id === openedId) return;
    if (registry) await registry.reload(path);
    else registry = await openRegistry(path, { connections });
    openedId = id;
  }

  function refresh(): Promise<void> {
    pending ??= sync().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async get(): Promise<Registry> {
      if (!registry || Date.now() - checkedAt >= checkEveryMs)
        await refresh().catch((error) => onError?.(error));
      if (!registry) throw new HttpError(503, REGISTRY_MISSING_MESSAGE);
      return registry;
    },
    refresh,
    async close() {
      await pending?.catch(() => {});
      await registry?.close();
      registry = null;
    },
  };
}

export const registryPlugin = fp<Options>(
  async (app, options) => {
    const handle = createRegistryHandle({
      ...options,
      onError: (err) => app.log.error({ err }, 'registry: could not open the file'),
    });
    await handle
      .refresh()
      .catch((err: unknown) => app.log.error({ err }, 'registry: could not open the file'));
    app.decorate('registry', { get: handle.get, refresh: handle.refresh });
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'registry' },
);
