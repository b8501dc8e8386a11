import { HStack, Input } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import type { FormInput } from '@worksite/view-models';

/** A field holding one coordinate of a point kept as two columns (`lng`, `lat`, `longitude`, …). */
const ONE_COORDINATE = /^(lng|lat|lon|longitude|latitude)$/i;

function readPoint(value: string): { lng: string; lat: string } {
  try {
    const p = JSON.parse(value) as { lng?: unknown; lat?: unknown };
    return { lng: p.lng === undefined ? '' : String(p.lng), lat: p.lat === undefined ? '' : String(p.lat) };
  } catch {
    return { lng: '', lat: '' };
  }
}

/**
 * A geometry field outside a longitude / latitude pair (docs/decisions/0325; a pair is one position picked on
 * the map, position-field.tsx, 0361): a lone coordinate column as one number; a point as longitude and latitude
 * numbers (JSON `{lng, lat}` on the wire); a polygon as its JSON text.
 */
export const GeometryPointInput = observer(function GeometryPointInput({ field }: { field: FormInput }) {
  const common = { name: field.key, size: 'sm' as const, onBlur: () => field.blur?.() };
  if (field.input.type === 'geometry' && field.input.shape === 'polygon') {
    return <Input {...common} value={field.value} onChange={(e) => field.setValue(e.target.value)} />;
  }
  if (ONE_COORDINATE.test(field.key)) {
    return <Input {...common} type="number" step="any" value={field.value} onChange={(e) => field.setValue(e.target.value)} />;
  }
  const p = readPoint(field.value);
  const set = (next: { lng: string; lat: string }) =>
    field.setValue(next.lng === '' && next.lat === '' ? '' : JSON.stringify({ lng: Number(next.lng), lat: Number(next.lat) }));
  return (
    <HStack w="full">
      <Input {...common} type="number" step="any" aria-label={messages.longitude} placeholder={messages.longitude} value={p.lng} onChange={(e) => set({ ...p, lng: e.target.value })} />
      <Input {...common} name={`${field.key}.lat`} type="number" step="any" aria-label={messages.latitude} placeholder={messages.latitude} value={p.lat} onChange={(e) => set({ ...p, lat: e.target.value })} />
    </HStack>
  );
});
