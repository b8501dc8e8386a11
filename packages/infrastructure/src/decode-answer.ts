import {
  EnvelopeFrame,
  decodeWith,
  envelopeMessage,
  envelopeSucceeded,
  resultCodec,
  resultValue,
  type Endpoint,
  type EndpointResult,
} from '@worksite/contract';
import { GatewayError } from './gateway-error';
import { messages } from './messages';

/**
 * Judges an answer that passed the error catalogue by its endpoint's envelope rules and decodes it once with
 * the endpoint's codec. Envelope failure → `refused` (the server's detail, else 失败); codec mismatch → `decode`.
 */
export function decodeAnswer<E extends Endpoint>(endpoint: E, body: unknown): EndpointResult<E> {
  const frame = decodeWith(EnvelopeFrame, body);
  if (!frame.ok) {
    throw new GatewayError('decode', `${endpoint.name}: the answer is not an envelope (${frame.error.message})`, undefined, body, frame.error.violations);
  }
  if (!envelopeSucceeded(endpoint.envelope, frame.value)) {
    const code = frame.value.status ?? frame.value.code;
    throw new GatewayError('refused', envelopeMessage(frame.value) || messages.failed, code, body);
  }
  const result = decodeWith(resultCodec(endpoint), resultValue(endpoint.envelope, body));
  if (!result.ok) {
    throw new GatewayError('decode', `${endpoint.name}: the answer does not match its codec (${result.error.message})`, undefined, body, result.error.violations);
  }
  return result.value;
}
