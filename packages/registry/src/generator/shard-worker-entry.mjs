// Worker threads do not inherit tsx from the main thread: register it, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./shard-worker.ts');
