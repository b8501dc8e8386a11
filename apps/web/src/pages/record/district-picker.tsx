import { HStack, NativeSelect } from '@chakra-ui/react';
import type { FormInput } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Division, DivisionIndex } from '../../large-screen/map/district-search';
import { loadDivisionIndex } from '../../large-screen/map/map-assets';
import { messages } from '../../messages';

/** The divisions from the province down to `code` (itself last); [] for no code or one the table has not. */
export function divisionChain(index: DivisionIndex, code: string): Division[] {
  const chain: Division[] = [];
  for (let d = index.byCode.get(code.trim()); d !== undefined; d = d.parentCode === undefined ? undefined : index.byCode.get(d.parentCode)) chain.unshift(d);
  return chain;
}

/** The divisions directly under `parent` ('' for the provinces), in the table's order. */
export function divisionsUnder(index: DivisionIndex, parent: string): Division[] {
  return index.divisions.filter((d) => (d.parentCode ?? '') === parent);
}

/** Names of the levels below the province, as the selects after the first are labelled. */
const LEVEL_NAMES = ['省', '市', '区县'] as const;

/**
 * 所属区域 as a cascading picker (docs/decisions/0522): province, then city, then district from the bundled
 * administrative-division table (public/map/divisions.json, loaded once per page), the value the code of the
 * deepest level chosen. The first select is the one the field's label names; the others name their level. A code
 * the table has not (an old row) is kept until a level is chosen.
 */
export const DistrictPicker = observer(function DistrictPicker({ field }: { field: FormInput }) {
  const [index, setIndex] = useState<DivisionIndex>();
  useEffect(() => {
    let live = true;
    loadDivisionIndex()
      .then((loaded) => live && setIndex(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const chain = index === undefined ? [] : divisionChain(index, field.value);
  const levels = index === undefined ? [] : [0, 1, 2].map((level) => (level === 0 ? '' : chain[level - 1]?.code)).filter((p): p is string => p !== undefined);
  const choose = (level: number, code: string) => field.setValue(code !== '' ? code : (chain[level - 1]?.code ?? ''));
  return (
    <HStack w="full" gap="2" data-testid={`district-${field.key}`}>
      {levels.map((parent, level) => {
        const options = divisionsUnder(index!, parent);
        if (options.length === 0) return null;
        const name = level === 0 ? undefined : `${field.label}（${LEVEL_NAMES[level]}）`;
        return (
          <NativeSelect.Root key={parent || 'root'} size="sm">
            <NativeSelect.Field
              name={level === 0 ? field.key : undefined}
              {...(name === undefined ? {} : { id: `${field.key}-${level}`, 'aria-label': name })}
              value={chain[level]?.code ?? ''}
              onBlur={() => field.blur()}
              onChange={(e) => choose(level, e.currentTarget.value)}
            >
              <option value="">{messages.selectPlaceholder(level === 0 ? field.label : LEVEL_NAMES[level])}</option>
              {options.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      })}
    </HStack>
  );
});
