import type { Envelope, ErrorBody, FieldError } from '@kontor/domain/errors';
import type { UploadedFile } from '@kontor/domain/files/files-responses';
import type { UploadPurpose } from '@kontor/domain/files/files-schemas';
import { EARLY_GLOBAL, type EarlyGlobal } from './early-responses.ts';
import { currentSite } from './storefront/site-store.ts';

/** Name prefix of provider-specific calls (`{host}_` in the spec). */
export const HOST_PREFIX: string = import.meta.env.VITE_HOST_PREFIX ?? 'kontor';

/** A failure envelope (or a network failure) as an exception the UI can show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key: string;
  readonly fields: FieldError[];

  constructor(body: ErrorBody) {
    super(body.message || body.key);
    this.name = 'ApiError';
    this.status = body.status;
    this.code = body.code;
    this.key = body.key;
    this.fields = body.fields ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let language: string | undefined;

/** The interface language, sent so the server's messages are in the language on screen. */
export function setRequestLanguage(value: string): void {
  language = value;
}

/**
 * One HTTP exchange with our server: JSON (or a multipart form) in, the envelope unwrapped, failures
 * thrown as ApiError. Every request carries the storefront and the interface language.
 */
export async function request<T>(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Site': currentSite() };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (language) headers['Accept-Language'] = language;
  const payload = body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body);
  let response: Response;
  try {
    // The page's first calls may have been asked for by index.html already (decision 079); an
    // upload's form matches nothing there.
    response =
      (await (globalThis as EarlyGlobal)[EARLY_GLOBAL]?.take(method, url, headers, payload as string)) ||
      // The session cookie goes along: `credentials` is 'same-origin' by default.
      (await fetch(url, { method, headers, body: payload, signal }));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', key: 'errors.network', message: '' });
  }
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (envelope && typeof envelope === 'object' && 'success' in envelope) {
    if (envelope.success) return envelope.data;
    throw new ApiError(envelope.error);
  }
  throw new ApiError({
    status: response.status || 500,
    code: 'INTERNAL',
    key: 'errors.internal',
    message: '',
  });
}

function resolveName(name: string): string {
  return name.replace(/^\{host\}_/, `${HOST_PREFIX}_`);
}

/** `POST /api/trantor/flow/{name}` with the payload wrapped in a one-element array (DESIGN §4). */
export function callFlow<T>(name: string, payload: unknown = {}, signal?: AbortSignal): Promise<T> {
  return request<T>('POST', `/api/trantor/flow/${resolveName(name)}`, [payload], signal);
}

/** `POST /api/trantor/func/{name}`, same envelope as a flow. */
export function callFunc<T>(name: string, payload: unknown = {}, signal?: AbortSignal): Promise<T> {
  return request<T>('POST', `/api/trantor/func/${resolveName(name)}`, [payload], signal);
}

/**
 * `POST /api/files/upload?purpose=…`, multipart `file`: the server checks the bytes against the
 * purpose (types, size cap) and answers the stored file's URL.
 */
export function uploadFile(purpose: UploadPurpose, file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<UploadedFile>('POST', `/api/files/upload?purpose=${purpose}`, body, signal);
}
