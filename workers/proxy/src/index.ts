import { handleProxy, type ProxyEnv } from './proxy.ts';

export default {
  fetch(request: Request, env: ProxyEnv): Promise<Response> {
    return handleProxy(request, env);
  },
};
