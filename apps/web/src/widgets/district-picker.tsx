import { HStack, NativeSelect } from '@chakra-ui/react';
import { loadDivisionRows, type DivisionRow } from '@worksite/lookups';
import type { FormInput } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { messages } from '../messages';

/** The division table as the picker walks it: each row by its code, and the rows under each parent ('' for the provinces). */
export interface DivisionTree {
  readonly byCode: ReadonlyMap<string, DivisionRow>;
  readonly under: ReadonlyMap<string, readonly DivisionRow[]>;
}

/** The tree of the table's rows, in the table's order. */
export function divisionTree(rows: readonly DivisionRow[]): DivisionTree {
  const byCode = new Map<string, DivisionRow>();
  const under = new Map<string, DivisionRow[]>();
  for (const row of rows) {
    byCode.set(row[0], row);
    const siblings = under.get(row[2]);
    if (siblings === undefined) under.set(row[2], [row]);
    else siblings.push(row);
  }
  return { byCode, under };
}

/** The divisions from the province down to `code` (itself last); [] for no code or one the table has not. */
export function divisionChain(tree: DivisionTree, code: string): DivisionRow[] {
  const chain: DivisionRow[] = [];
  for (let d = tree.byCode.get(code.trim()); d !== undefined; d = d[2] === '' ? undefined : tree.byCode.get(d[2])) chain.unshift(d);
  return chain;
}

let loaded: Promise<DivisionTree> | undefined;

/** The tree, built once per page from the bundled table (read on the first picker, docs/decisions/0525). */
function loadDivisionTree(): Promise<DivisionTree> {
  loaded ??= loadDivisionRows().then(divisionTree);
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** What the picker reads and writes of a field: a record form's input, or a tree dialog's (公司 › 所属区域, 0525). */
export type DistrictField = Pick<FormInput, 'key' | 'label' | 'value' | 'setValue' | 'blur'>;

/** Names of the levels below the province, as the selects after the first are labelled. */
const LEVEL_NAMES = ['省', '市', '区县'] as const;

/**
 * 所属区域 as a cascading picker (docs/decisions/0522, 0525): province, then city, then district from the bundled
 * administrative-division table (@worksite/lookups divisions.json, loaded once per page), the value the code of the
 * deepest level chosen. The first select is the one the field's label names; the others name their level. A code
 * the table has not (an old row) is kept until a level is chosen.
 */
export const DistrictPicker = observer(function DistrictPicker({ field }: { field: DistrictField }) {
  const [tree, setTree] = useState<DivisionTree>();
  useEffect(() => {
    let live = true;
    loadDivisionTree()
      .then((t) => live && setTree(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const chain = tree === undefined ? [] : divisionChain(tree, field.value);
  const levels = tree === undefined ? [] : [0, 1, 2].map((level) => (level === 0 ? '' : chain[level - 1]?.[0])).filter((p): p is string => p !== undefined);
  const choose = (level: number, code: string) => field.setValue(code !== '' ? code : (chain[level - 1]?.[0] ?? ''));
  return (
    <HStack w="full" gap="2" data-testid={`district-${field.key}`}>
      {levels.map((parent, level) => {
        const options = tree!.under.get(parent) ?? [];
        if (options.length === 0) return null;
        const name = level === 0 ? undefined : `${field.label}（${LEVEL_NAMES[level]}）`;
        return (
          <NativeSelect.Root key={parent || 'root'} size="sm">
            <NativeSelect.Field
              name={level === 0 ? field.key : undefined}
              {...(name === undefined ? {} : { id: `${field.key}-${level}`, 'aria-label': name })}
              value={chain[level]?.[0] ?? ''}
              onBlur={() => field.blur()}
              onChange={(e) => choose(level, e.currentTarget.value)}
            >
              <option value="">{messages.selectPlaceholder(level === 0 ? field.label : LEVEL_NAMES[level])}</option>
              {options.map(([code, divisionName]) => (
                <option key={code} value={code}>
                  {divisionName}
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
