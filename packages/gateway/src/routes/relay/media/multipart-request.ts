import { audioDurationTokens } from '@gateway/domain';
import type { Operation } from '@gateway/providers';
import type { ParsedRelayRequest } from '../relay-request.ts';
import { audioDurationSeconds } from './audio-duration.ts';

/** The operations whose body is a multipart form. */
const multipartOperations: ReadonlySet<Operation> = new Set(['audioTranscription', 'audioTranslation']);

export function isMultipartOperation(operation: Operation): boolean {
  return multipartOperations.has(operation);
}

/** Model of a transcription or translation whose form names none (new-api's default). */
const DEFAULT_AUDIO_MODEL = 'whisper-1';

function invalid(message: string, param?: string): ParsedRelayRequest {
  return param === undefined ? { ok: false, message } : { ok: false, message, param };
}

/**
 * Parses /v1/audio/transcriptions and /translations with the web-standard `Request.formData()` (the
 * same code runs on Workers). The form itself is what the upstream receives — the file part with its
 * name, type and bytes unchanged, the model replaced by the channel's mapping. The file's header is
 * read once for its duration (WAV, MP3), which the reservation and the fallback billing use.
 */
export async function parseMultipartRelayRequest(operation: Operation, request: Request): Promise<ParsedRelayRequest> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    return invalid('The request must be multipart/form-data with the audio in a "file" field', 'file');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid('The multipart form could not be read');
  }
  const modelField = form.get('model');
  const model = typeof modelField === 'string' && modelField.trim() !== '' ? modelField : DEFAULT_AUDIO_MODEL;
  const file = form.get('file');
  if (file === null || typeof file === 'string') return invalid('file is required', 'file');
  // A streamed transcript (gpt-4o-transcribe stream=true) is an event stream this path does not bill.
  if (form.get('stream') === 'true') return invalid('stream is not supported for audio transcriptions and translations', 'stream');
  const formatField = form.get('response_format');
  const responseFormat = typeof formatField === 'string' && formatField !== '' ? formatField : 'json';
  const fileSeconds = audioDurationSeconds(new Uint8Array(await file.arrayBuffer()));
  form.set('model', model);
  // The text fields as a plain record for what reads `body` (logs, local fields); the upstream gets the form itself.
  const body: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') body[name] = value;
  return {
    ok: true,
    request: {
      operation,
      body,
      model,
      stream: false,
      includeUsage: false,
      maxTokens: undefined,
      promptEstimate: fileSeconds === undefined ? 0 : audioDurationTokens(fileSeconds),
      form,
      media: fileSeconds === undefined ? { responseFormat } : { responseFormat, fileSeconds },
    },
  };
}
