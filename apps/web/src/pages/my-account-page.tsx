import { Box, Button, DataList, Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { MyAccountViewModel, type AccountField } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '../di/use-view-model';
import { messages } from '../messages';
import { UploadField } from '../widgets/upload-field';
import { MY_ACCOUNT_MODULES } from './my-account-modules';
import type { PageProps } from './page-props';

const EDITABLE: readonly AccountField[] = ['realName', 'phone'];

/** /MyAccount/index: personal information, real name and phone editable. */
const MyAccountPage = observer(function MyAccountPage({ title }: PageProps) {
  const vm = useViewModel(MyAccountViewModel, MY_ACCOUNT_MODULES);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const p = vm.profile;
  return (
    <Box bg="white" borderRadius="md" p="6" data-testid="my-account">
      <Heading as="h1" size="md" mb="4">
        {title || messages.personalInfo}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <DataList.Root orientation="horizontal">
          {(
            [
              [messages.accountLabels.userName, p.userName],
              [messages.accountLabels.companyName, p.companyName],
              [messages.accountLabels.departmentName, p.departmentName],
            ] as const
          ).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void vm.save();
          }}
        >
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{messages.accountLabels.avatar}</Field.Label>
              {/* The view-model reads the widget's address; nothing to copy on change. */}
              <UploadField vm={vm.avatarUpload} label={messages.accountLabels.avatar} onChange={() => undefined} />
            </Field.Root>
            {EDITABLE.map((field) => (
              <Field.Root key={field} invalid={vm.errors[field] !== undefined}>
                <Field.Label>{messages.accountLabels[field]}</Field.Label>
                <Input name={field} value={vm.values[field]} onChange={(e) => vm.setValue(field, e.target.value)} onBlur={() => vm.blur(field)} />
                <Field.ErrorText>{vm.errors[field]}</Field.ErrorText>
              </Field.Root>
            ))}
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={vm.saving} disabled={!vm.dirty}>
              {messages.save}
            </Button>
          </Stack>
        </form>
      </SimpleGrid>
    </Box>
  );
});

export default MyAccountPage;
