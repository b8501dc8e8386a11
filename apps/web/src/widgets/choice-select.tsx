import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChoiceSelectProps {
  readonly value: string;
  readonly choices: readonly { readonly value: string; readonly label: string }[];
  onChange(value: string): void;
  /** An empty choice shown first. */
  readonly first?: ReactNode;
  readonly name?: string;
  /** The accessible name when no label names the select. */
  readonly label?: string;
  readonly size?: 'sm' | 'md';
  readonly width?: string;
  onBlur?(): void;
}

/** A native select of fixed choices (a lookup table's, a switch's, a list a view-model gives). */
export function ChoiceSelect({ value, choices, onChange, first, name, label, size = 'sm', width, onBlur }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field name={name} aria-label={label} value={value} onBlur={() => onBlur?.()} onChange={(e) => onChange(e.currentTarget.value)}>
        {first}
        {choices.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Records named by id (plants, companies) as select choices: the id as the value, the name as the label. */
export function namedChoices(items: readonly { readonly id: number | string; readonly name: string }[]): { value: string; label: string }[] {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}
