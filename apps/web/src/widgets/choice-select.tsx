import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A native select of fixed choices (a lookup table's, a switch's, a list a view-model gives); `first` is an empty choice shown first. */
export function ChoiceSelect({ value, choices, onChange, first }: { value: string; choices: readonly { value: string; label: string }[]; onChange: (value: string) => void; first?: ReactNode }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
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
