import { Readable } from 'node:stream';
import { UPSTREAM_CHUNKS } from '@gateway/gateway';

type RawHeaders = Record<string, string | string[] | undefined>;

/** Read-only headers over undici's plain object (lower-case names), without building a web Headers. */
class PlainHeaders {
  readonly #raw: RawHeaders;
  constructor(raw: RawHeaders) {
    this.#raw = raw;
  }
  get(name: string): string | null {
    const value = this.#raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
  has(name: string): boolean {
    return this.#raw[name.toLowerCase()] !== undefined;
  }
  getSetCookie(): string[] {
    const value = this.#raw['set-cookie'];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  *entries(): IterableIterator<[string, string]> {
    for (const name of Object.keys(this.#raw)) {
      const value = this.get(name);
      if (value !== null) yield [name, value];
    }
  }
  keys(): IterableIterator<string> {
    return Object.keys(this.#raw).values();
  }
  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }
  forEach(callback: (value: string, name: string, parent: PlainHeaders) => void): void {
    for (const [name, value] of this.entries()) callback(value, name, this);
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

/** What undici's `request()` answers with: a status, raw headers and a Node Readable body with consumers. */
export interface UndiciAnswer {
  statusCode: number;
  headers: RawHeaders;
  body: Readable & { text(): Promise<string>; json(): Promise<unknown>; arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * A lightweight Response over an undici answer: what the relay reads (status, headers.get, text,
 * json, arrayBuffer, the body as chunks) costs no web-stream or Headers machinery. `body` still
 * works for any code that wants a web stream (converted on first access).
 */
export class PooledResponse {
  readonly status: number;
  readonly statusText = '';
  readonly headers: PlainHeaders;
  readonly type = 'basic';
  readonly redirected = false;
  readonly url: string;
  readonly #answer: UndiciAnswer;
  #web: ReadableStream<Uint8Array> | undefined;

  constructor(answer: UndiciAnswer, url: string) {
    this.#answer = answer;
    this.status = answer.statusCode;
    this.headers = new PlainHeaders(answer.headers);
    this.url = url;
  }
  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
  get bodyUsed(): boolean {
    return this.#answer.body.readableDidRead || this.#web !== undefined;
  }
  get body(): ReadableStream<Uint8Array> {
    this.#web ??= Readable.toWeb(this.#answer.body) as ReadableStream<Uint8Array>;
    return this.#web;
  }
  text(): Promise<string> {
    return this.#answer.body.text();
  }
  json(): Promise<unknown> {
    return this.#answer.body.json();
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#answer.body.arrayBuffer();
  }
  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.#answer.body.arrayBuffer());
  }
  async blob(): Promise<Blob> {
    return new Blob([await this.#answer.body.arrayBuffer()], { type: this.headers.get('content-type') ?? '' });
  }
  clone(): never {
    throw new TypeError('a pooled upstream response cannot be cloned');
  }
  /** The body as Node Buffers, for the relay's stream loop. */
  [UPSTREAM_CHUNKS](): AsyncIterable<Uint8Array> {
    return this.#answer.body;
  }
}
