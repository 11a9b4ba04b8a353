/** One request that reached the fake network (it left the egress guard). */
export type FakeCall = { url: string; init: RequestInit | undefined };

/** A fake network for egress-guard tests: answers by URL (200 'ok' otherwise), records every request that went out. */
export function fakeNetwork(answers: Record<string, () => Response>) {
  const calls: FakeCall[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url];
    return answer ? answer() : new Response('ok', { status: 200 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** An answer redirecting to `location` with `status`. */
export const redirectTo =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });

/** The fake DNS of the guard tests. */
export const fakeDns: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'other.example': ['93.184.216.35'],
  'internal.example': ['10.0.0.5'],
  'loopback.example': ['127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'aws-v6-metadata.example': ['fd00:ec2::254'],
  'mapped-metadata.example': ['::ffff:169.254.169.254'],
  'mixed.example': ['93.184.216.34', '192.168.0.10'],
  'v6-loopback.example': ['::1'],
};

export const fakeResolve = async (host: string) => fakeDns[host] ?? [];
