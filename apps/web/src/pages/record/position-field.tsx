import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { messages } from '../../messages';
import type { FormInput } from '@worksite/view-models';

const PositionPickerMap = lazy(() => import('./position-picker-map'));

const LNG = /^(lng|lon|longitude)$/i;
const LAT = /^(lat|latitude)$/i;
const isPoint = (f: FormInput) => f.input.type === 'geometry' && f.input.shape === 'point';

/** A longitude field and the latitude field beside it, edited together as one position. */
export interface CoordinatePair {
  readonly lng: FormInput;
  readonly lat: FormInput;
}

/** The coordinate pair of a form (point fields named like `lng` and `lat`), if it has one. */
export function coordinatePair(fields: readonly FormInput[]): CoordinatePair | undefined {
  const lng = fields.find((f) => isPoint(f) && LNG.test(f.key));
  const lat = fields.find((f) => isPoint(f) && LAT.test(f.key));
  return lng !== undefined && lat !== undefined ? { lng, lat } : undefined;
}

function numberOf(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * One position of a record form (docs/decisions/0361): the longitude and latitude inputs and, under them, the
 * map where a click picks both. The map is its own lazy chunk (OpenLayers), loaded when the form opens.
 */
export const PositionField = observer(function PositionField({ pair }: { pair: CoordinatePair }) {
  const { lng, lat } = pair;
  const lngValue = numberOf(lng.value);
  const latValue = numberOf(lat.value);
  const value = lngValue !== undefined && latValue !== undefined ? { lng: lngValue, lat: latValue } : undefined;
  const error = lng.error ?? lat.error;
  return (
    <Field.Root invalid={error !== undefined} required={lng.required || lat.required} gridColumn="span 2" data-testid="position-field">
      <Field.Label>{messages.position}</Field.Label>
      <HStack w="full">
        <Input name={lng.key} size="sm" type="number" step="any" aria-label={lng.label} placeholder={lng.label} value={lng.value} onChange={(e) => lng.setValue(e.target.value)} onBlur={() => lng.blur?.()} />
        <Input name={lat.key} size="sm" type="number" step="any" aria-label={lat.label} placeholder={lat.label} value={lat.value} onChange={(e) => lat.setValue(e.target.value)} onBlur={() => lat.blur?.()} />
      </HStack>
      <Text fontSize="xs" color="gray.600">
        {messages.positionHint}
      </Text>
      <Box w="full" h="260px" borderRadius="md" overflow="hidden">
        <Suspense fallback={<Text fontSize="sm" color="gray.500">{messages.positionMapLoading}</Text>}>
          <PositionPickerMap
            value={value}
            onPick={(p) => {
              lng.setValue(String(p.lng));
              lat.setValue(String(p.lat));
            }}
          />
        </Suspense>
      </Box>
      <Field.ErrorText data-testid={`error-${error === lng.error ? lng.key : lat.key}`}>{error}</Field.ErrorText>
    </Field.Root>
  );
});
