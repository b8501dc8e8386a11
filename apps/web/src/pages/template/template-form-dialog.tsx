import { Button, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { TemplateFormFieldInfo } from '@worksite/templates';
import type { TemplateFormViewModel, TemplateListViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';

const FormField = observer(function FormField({ form, info }: { form: TemplateFormViewModel; info: TemplateFormFieldInfo }) {
  const value = form.form[info.field] ?? '';
  const error = form.errors[info.field];
  const common = {
    name: info.field,
    value: String(value),
    onBlur: () => form.blur(info.field),
  };
  let control;
  if (info.input === 'select') {
    const options = info.field === 'deviceType' ? form.deviceTypeOptions : form.projectNameOptions;
    control = (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...common} aria-label={info.label} onChange={(e) => form.setField(info.field, e.currentTarget.value)}>
          <option value="">{messages.selectPlaceholder(info.label)}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (info.input === 'textarea') {
    control = (
      <Textarea {...common} size="sm" rows={3} placeholder={messages.questionListPlaceholder} onChange={(e) => form.setField(info.field, e.target.value)} />
    );
  } else {
    control = <Input {...common} size="sm" placeholder={messages.inputPlaceholder(info.label)} onChange={(e) => form.setField(info.field, e.target.value)} />;
  }
  return (
    <Field.Root invalid={error !== undefined} required={info.required} gridColumn={info.input === 'textarea' ? 'span 2' : undefined}>
      <Field.Label>{info.label}</Field.Label>
      {control}
      <Field.ErrorText data-testid={`error-${info.field}`}>{error}</Field.ErrorText>
    </Field.Root>
  );
});

/** 新建模板 / 编辑模板 dialog (SPEC §2.8) with 新增 / 修改. */
export const TemplateFormDialog = observer(function TemplateFormDialog({ vm }: { vm: TemplateListViewModel }) {
  const form = vm.form;
  return (
    <Dialog.Root open={form.open} onOpenChange={(e) => !e.open && form.close()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="template-form-dialog">
            <Dialog.Header>
              <Dialog.Title>{form.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                noValidate
                id="template-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void vm.submitForm();
                }}
              >
                <SimpleGrid columns={2} gap="4">
                  {form.fields.map((info) => (
                    <FormField key={info.field} form={form} info={info} />
                  ))}
                </SimpleGrid>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={form.close}>
                {messages.cancel}
              </Button>
              <Button type="submit" form="template-form" colorPalette="blue" loading={form.saving}>
                {form.submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
