import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import { Notifier, XLSX_MEDIA_TYPE, type DownloadedFile, type Endpoint, type FileTransfer } from '@worksite/contract';
import { buildRequest } from './build-request';
import { HTTP_CLIENT_SETTINGS } from './create-http-client';
import { classifyAnswer, classifyHttpError } from './error-catalogue';
import { AxiosEndpointTransport } from './axios-endpoint-transport';
import { decodeAnswer } from './decode-answer';
import { GatewayError } from './gateway-error';
import { applyCatalogue, ERROR_TOAST_MS } from './install-error-interceptors';
import { messages } from './messages';
import { orgDataAuthorityBlock } from './org-data-authority-guard';
import { utf8Text } from './platform';
import { SessionExpiredPrompt } from './session-expired-prompt';
import { TokenRefresher } from './token-refresher';
import { UserInfoSource } from './user-info-source';

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987), else `filename="…"`. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (disposition === undefined) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1] !== undefined) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      return fallback;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** The bytes of an `arraybuffer` answer (a Buffer in Node, an ArrayBuffer in the browser). */
function bytesOf(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(0);
}

/** The JSON body of an answer read as bytes, or undefined when it is not JSON. */
function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(utf8Text(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.includes('json');

/**
 * The FileTransfer port over axios: the gateway's enrichment (token, fromplat, wid, AuthAreaCode), block check
 * and token refresh, and the SPEC §8 error catalogue on JSON answers (401 dialog, 402 / HTTP error toasts, envelope
 * refusals as GatewayError with the answer as `body`, so `body.data.errors` reaches the caller). A file answer
 * (any non-JSON 2xx) resolves with its name from Content-Disposition and its bytes.
 */
@injectable()
export class AxiosFileTransfer implements FileTransfer {
  private http: AxiosInstance | undefined;

  constructor(
    @inject(AxiosEndpointTransport) private readonly transport: AxiosEndpointTransport,
    @inject(TokenRefresher) private readonly refresher: TokenRefresher,
    @inject(UserInfoSource) private readonly users: UserInfoSource,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(SessionExpiredPrompt) private readonly prompt: SessionExpiredPrompt,
  ) {}

  async download(endpoint: Endpoint, params: Readonly<Record<string, unknown>>): Promise<DownloadedFile> {
    const response = await this.send(endpoint, params);
    const bytes = bytesOf(response.data);
    if (isJson(response.headers['content-type'])) {
      // A JSON answer to a file call is a refusal (or a mistake): judged like any answer, never a file.
      decodeAnswer(endpoint, jsonOf(bytes));
      throw new GatewayError('decode', `${endpoint.name}: answered JSON instead of a file`, undefined, jsonOf(bytes));
    }
    const disposition = response.headers['content-disposition'];
    return { fileName: fileNameOf(typeof disposition === 'string' ? disposition : undefined, `${endpoint.name}.xlsx`), bytes };
  }

  async upload(endpoint: Endpoint, bytes: Uint8Array, fileName: string): Promise<unknown> {
    const response = await this.send(endpoint, { file_name: fileName }, bytes);
    return decodeAnswer(endpoint, jsonOf(bytesOf(response.data)));
  }

  /** One call: enriched, sent with the body as raw bytes (when given), answers read as bytes, catalogue applied. */
  private async send(endpoint: Endpoint, params: Readonly<Record<string, unknown>>, body?: Uint8Array): Promise<AxiosResponse> {
    const blocked = orgDataAuthorityBlock(endpoint, this.users.currentUser());
    if (blocked) throw blocked;
    if (endpoint.access !== 'public') await this.refresher.ensureAccessToken();
    const request = buildRequest({ ...endpoint, method: 'GET' }, params, this.transport.requestContext(endpoint));
    const headers = body === undefined ? request.headers : { ...request.headers, 'Content-Type': XLSX_MEDIA_TYPE };
    let response: AxiosResponse;
    try {
      response = await this.client().request({
        method: endpoint.method,
        url: request.url,
        params: request.query,
        headers,
        ...(body === undefined ? {} : { data: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) }),
      });
    } catch (error) {
      const message = (error instanceof Error && error.message) || messages.httpErrorDefault;
      this.notifier.error(message, { durationMs: ERROR_TOAST_MS });
      throw new GatewayError('network', message);
    }
    const json = isJson(response.headers['content-type']) ? jsonOf(bytesOf(response.data)) : undefined;
    if (response.status >= 400) {
      applyCatalogue(classifyHttpError(response.status, json), json, this.notifier, this.prompt);
    } else if (json !== undefined) {
      applyCatalogue(classifyAnswer(json), json, this.notifier, this.prompt);
    }
    return response;
  }

  /** A bare axios instance of the main wrapper's settings, answering bytes and every status (judged above). */
  private client(): AxiosInstance {
    const { timeout, withCredentials } = HTTP_CLIENT_SETTINGS.main;
    this.http ??= axios.create({ timeout, withCredentials, responseType: 'arraybuffer', validateStatus: () => true });
    return this.http;
  }
}
