import { Field, HStack, Input, Text, Textarea, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { ChoiceSelect } from '../../widgets/choice-select';
import { DistrictPicker } from '../../widgets/district-picker';
import { RemoteSelect } from '../../widgets/remote-select';
import { UploadField } from '../../widgets/upload-field';
import type { FormInput } from '@worksite/view-models';
import { GeometryPointInput } from './geometry-point-input';

/** A native select of the field's fixed choices (a lookup table, or choices a view-model lists). */
const FieldChoices = observer(function FieldChoices({ field }: { field: FormInput }) {
  return (
    <ChoiceSelect
      name={field.key}
      value={field.value}
      choices={field.options ?? []}
      onChange={field.setValue}
      onBlur={field.blur}
      first={<option value="">{field.placeholder ?? messages.selectPlaceholder(field.label)}</option>}
    />
  );
});

/** The control of one field, picked by its input kind (packages/contract field-input.ts); fixed choices → a select. */
const FieldControl = observer(function FieldControl({ field }: { field: FormInput }) {
  const { input } = field;
  if (field.options !== undefined && input.type !== 'switch') return <FieldChoices field={field} />;
  const text = {
    name: field.key,
    value: field.value,
    onBlur: () => field.blur(),
    size: 'sm' as const,
  };
  switch (input.type) {
    case 'multiline':
      return <Textarea {...text} rows={input.rows ?? 3} placeholder={field.placeholder ?? messages.inputPlaceholder(field.label)} onChange={(e) => field.setValue(e.target.value)} />;
    case 'number': {
      const control = (
        <Input {...text} type="number" inputMode="decimal" step={input.integer ? 1 : 'any'} placeholder={field.placeholder ?? messages.inputPlaceholder(field.label)} onChange={(e) => field.setValue(e.target.value)} />
      );
      return input.unit === undefined ? (
        control
      ) : (
        <HStack w="full" gap="2">
          {control}
          <Text fontSize="sm" color="gray.600" whiteSpace="nowrap">
            {input.unit}
          </Text>
        </HStack>
      );
    }
    case 'date':
      return <Input {...text} type="date" onChange={(e) => field.setValue(e.target.value)} />;
    case 'datetime':
      return <Input {...text} type="datetime-local" step={1} value={field.value.replace(' ', 'T')} onChange={(e) => field.setValue(e.target.value.replace('T', ' '))} />;
    case 'time':
      return <Input {...text} type="time" onChange={(e) => field.setValue(e.target.value)} />;
    case 'password':
      return <Input {...text} type="password" autoComplete="new-password" placeholder={field.placeholder ?? messages.inputPlaceholder(field.label)} onChange={(e) => field.setValue(e.target.value)} />;
    case 'lookup':
      return <FieldChoices field={field} />;
    case 'remote':
      return field.select === undefined ? (
        <Input {...text} onChange={(e) => field.setValue(e.target.value)} />
      ) : (
        <RemoteSelect vm={field.select} label={field.label} invalid={field.error !== undefined} onChoose={(value) => field.setValue(value)} />
      );
    case 'image':
    case 'attachments':
      return field.upload === undefined ? (
        <Input {...text} onChange={(e) => field.setValue(e.target.value)} />
      ) : (
        <UploadField vm={field.upload} label={field.label} onChange={(value) => field.setValue(value)} />
      );
    case 'switch': {
      // A native checkbox with the switch role: Chakra's Switch recipe would sit in the first load (0326).
      const on = String(input.on ?? 1);
      const off = String(input.off ?? 0);
      return (
        <chakra.input
          type="checkbox"
          role="switch"
          name={field.key}
          aria-label={field.label}
          aria-checked={field.value === on}
          checked={field.value === on}
          onChange={(e) => field.setValue(e.currentTarget.checked ? on : off)}
          boxSize="5"
          accentColor="blue.500"
          cursor="pointer"
        />
      );
    }
    case 'geometry':
      return <GeometryPointInput field={field} />;
    case 'district':
      return <DistrictPicker field={field} />;
    case 'identity':
    case 'text':
    default:
      return <Input {...text} placeholder={field.placeholder ?? messages.inputPlaceholder(field.label)} onChange={(e) => field.setValue(e.target.value)} />;
  }
});

/** One field of a record form: its `<label>`, its control by kind and its validation message under it. */
export const RecordFieldEditor = observer(function RecordFieldEditor({ field, testIdPrefix = 'error' }: { field: FormInput; testIdPrefix?: string }) {
  const wide = field.input.type === 'multiline' || field.input.type === 'attachments' || field.input.type === 'geometry';
  return (
    <Field.Root invalid={field.error !== undefined} required={field.required} gridColumn={wide ? 'span 2' : undefined}>
      {/* The required mark `*` drawn after the label (not in its text: the label still names the input exactly). */}
      <Field.Label _after={field.required ? { content: '"*"', color: 'fg.error', marginStart: '1' } : undefined}>
        {field.label}
      </Field.Label>
      <HStack w="full">
        <FieldControl field={field} />
      </HStack>
      {field.help !== undefined && <Field.HelperText>{field.help}</Field.HelperText>}
      <Field.ErrorText data-testid={`${testIdPrefix}-${field.key}`}>{field.error}</Field.ErrorText>
    </Field.Root>
  );
});
