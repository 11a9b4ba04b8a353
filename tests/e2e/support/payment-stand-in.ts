/**
 * A stand-in for an Epay ("易支付") payment page, so the top-up journey runs without the internet:
 * a node:http server on 127.0.0.1 that serves POST /submit.php, takes the form the console posts,
 * and answers with a page that calls the gateway's notify URL with a correctly signed query (what
 * the provider does once the buyer has paid) and then sends the browser back to return_url.
 *
 * The MD5 rule is implemented here independently of packages/domain (sorted k=v pairs without
 * sign, sign_type and empty values, joined by '&', merchant key appended, lowercase hex): the test
 * workspace does not depend on @gateway/domain, and a second implementation written from the
 * protocol also catches a signing bug shared by the gateway's signer and verifier.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PaymentStandIn = {
  url: string;
  /** Every form posted to /submit.php, as received. */
  orders: Record<string, string>[];
  /** Forms whose fields did not carry a valid signature (the gateway signed them wrongly). */
  badlySigned: Record<string, string>[];
  stop: () => Promise<void>;
};

export function epaySign(params: Record<string, string>, key: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5')
    .update(text + key)
    .digest('hex');
}

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    request.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Starts the stand-in; `key` is the merchant key configured as EpayKey. */
export async function startPaymentStandIn(key: string): Promise<PaymentStandIn> {
  const orders: Record<string, string>[] = [];
  const badlySigned: Record<string, string>[] = [];
  let paid = 0;
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    // Chromium asks every page's origin for an icon; a 404 would show up as a console error.
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || path !== '/submit.php') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const form = await readForm(request);
    orders.push(form);
    if (form['sign'] !== epaySign(form, key)) {
      badlySigned.push(form);
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad signature');
      return;
    }
    paid += 1;
    const notify: Record<string, string> = {
      pid: form['pid'] ?? '',
      trade_no: `STANDIN${String(paid).padStart(6, '0')}`,
      out_trade_no: form['out_trade_no'] ?? '',
      type: form['type'] ?? '',
      name: form['name'] ?? '',
      money: form['money'] ?? '',
      trade_status: 'TRADE_SUCCESS',
    };
    const query = new URLSearchParams({ ...notify, sign: epaySign(notify, key), sign_type: 'MD5' }).toString();
    const notifyUrl = `${form['notify_url'] ?? ''}?${query}`;
    const page = `<!doctype html><meta charset="utf-8"><title>Stand-in payment</title>
<p>Paying ${escapeHtml(form['money'] ?? '')} for ${escapeHtml(form['name'] ?? '')}…</p>
<script>
fetch(${JSON.stringify(notifyUrl)}, { mode: 'no-cors' }).finally(() => { location.href = ${JSON.stringify(form['return_url'] ?? '/')}; });
</script>`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    badlySigned,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
