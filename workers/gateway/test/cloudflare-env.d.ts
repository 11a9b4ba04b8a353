// `env` from cloudflare:test is typed by this augmentation (the library's documented way).
import type { WorkerEnv } from '../src/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
