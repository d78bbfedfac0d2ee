// A reader thread's entry: the service runs its TypeScript through tsx, and a worker thread does
// not inherit the loader `node --import tsx` registered on the main thread, so it registers it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
