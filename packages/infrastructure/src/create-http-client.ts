import axios, { type AxiosInstance } from 'axios';
import { PLUGIN_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type EndpointClient } from '@worksite/contract';

/** Settings of the two wrappers of SPEC §7: main 50 s with credentials, plug-in 2000 ms without. */
export const HTTP_CLIENT_SETTINGS: Readonly<Record<EndpointClient, { readonly timeout: number; readonly withCredentials: boolean }>> = {
  main: { timeout: REQUEST_TIMEOUT_MS, withCredentials: true },
  plugin: { timeout: PLUGIN_TIMEOUT_MS, withCredentials: false },
};

/** A bare axios instance for one wrapper (interceptors are installed by the transport). */
export function createHttpClient(client: EndpointClient): AxiosInstance {
  const { timeout, withCredentials } = HTTP_CLIENT_SETTINGS[client];
  return axios.create({ timeout, withCredentials, responseType: 'json' });
}
