import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';
import { Agent, fetch as undiciFetch } from 'undici';

/** The receiver's host name: the guard resolves it to a public address (tests' DNS), the connection goes to 127.0.0.1. */
export const WEBHOOK_HOST = 'hooks.example.test';
/** What the test DNS answers for {@link WEBHOOK_HOST}: a public address, so the user-influenced policy lets it through. */
export const WEBHOOK_PUBLIC_ADDRESS = '93.184.216.34';

/** One POST the receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface WebhookReceiver {
  /** https://hooks.example.test:<port> */
  origin: string;
  received: ReceivedWebhook[];
  /** Statuses to answer, one per request in order; 200 once they run out. */
  answers: number[];
  /** A fetch that trusts the receiver's self-signed certificate and connects WEBHOOK_HOST to 127.0.0.1. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

/**
 * A local https stand-in for a user's webhook endpoint: a certificate for WEBHOOK_HOST made
 * for the run (selfsigned) that only this fetch trusts, listening on 127.0.0.1 on a free port.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: WEBHOOK_HOST }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: WEBHOOK_HOST }] }],
  });
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({
    connect: {
      ca: pems.cert,
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all) callback(null, [{ address: '127.0.0.1', family: 4 }] as never);
        else callback(null, '127.0.0.1', 4);
      },
    },
  });
  const trustingFetch = ((input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input as string, { ...(init as object), dispatcher: agent } as never)) as unknown as typeof fetch;
  return {
    origin: `https://${WEBHOOK_HOST}:${port}`,
    received,
    answers,
    fetch: trustingFetch,
    async close() {
      await agent.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
