import { endpoints, fullPath, type ApiGateway } from '@worksite/contract';

/**
 * The push stream's address with a new one-use ticket (docs/decisions/0506): EventSource sends no headers and no
 * token travels in a URL, so every opening — the first and each reconnection — asks the server for a ticket
 * (good once, for 30 s) and opens `/prod-apiplus/api/Push/Stream?ticket=…`.
 */
export async function pushStreamUrl(gateway: ApiGateway): Promise<string> {
  const { ticket } = await gateway.call(endpoints.pushTicket, { purpose: 'push' });
  return `${fullPath(endpoints.pushStream)}?ticket=${encodeURIComponent(ticket)}`;
}
