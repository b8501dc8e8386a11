import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { UNAUTHORISED_CODE, type Notifier } from '@worksite/contract';
import { classifyAnswer, classifyHttpError, type CatalogueOutcome } from './error-catalogue';
import { GatewayError } from './gateway-error';
import { messages } from './messages';
import type { SessionExpiredPrompt } from './session-expired-prompt';

/** How long an error toast stays (SPEC §8: 5 s). */
export const ERROR_TOAST_MS = 5_000;

/** Does what the catalogue outcome says: dialog, toast, rejection, or nothing. */
export function applyCatalogue(outcome: CatalogueOutcome, body: unknown, notifier: Notifier, prompt: SessionExpiredPrompt): void {
  switch (outcome.kind) {
    case 'pass':
      return;
    case 'session-expired':
      void prompt.show();
      throw new GatewayError('unauthorised', outcome.message, UNAUTHORISED_CODE, body);
    case 'forbidden':
      notifier.error(outcome.message, { durationMs: ERROR_TOAST_MS });
      throw new GatewayError('forbidden', outcome.message, 402, body);
    case 'failed':
      throw new GatewayError('failed', outcome.message, outcome.code, body);
    case 'http-error':
      notifier.error(outcome.message, { durationMs: ERROR_TOAST_MS });
      throw new GatewayError('http', outcome.message, outcome.status, body);
  }
}

/**
 * The SPEC §8 error catalogue as axios response interceptors: 401 in any form → the 离线提示 dialog (once at
 * a time); HTTP 400/other errors → 5 s toast with the description (default Error); code 402 → 5 s toast with
 * the server message (default 没有权限); codes 0, 1, 200 pass; other codes reject (server message, else 失败).
 * Every rejection is a GatewayError.
 */
export function installErrorInterceptors(http: AxiosInstance, notifier: Notifier, prompt: SessionExpiredPrompt): void {
  http.interceptors.response.use(
    (response: AxiosResponse) => {
      applyCatalogue(classifyAnswer(response.data), response.data, notifier, prompt);
      return response;
    },
    (error: unknown) => {
      if (error instanceof GatewayError || axios.isCancel(error)) throw error;
      if (axios.isAxiosError(error) && error.response) {
        const { status, data } = error.response;
        applyCatalogue(classifyHttpError(status, data), data, notifier, prompt);
      }
      const message = (error instanceof Error && error.message) || messages.httpErrorDefault;
      notifier.error(message, { durationMs: ERROR_TOAST_MS });
      throw new GatewayError('network', message);
    },
  );
}
