import { Box, Button, Center, Field, Heading, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { RegisterViewModel, type RegisterField } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useViewModel } from '../di/use-view-model';
import { messages } from '../messages';
import { REGISTER_MODULES } from './register-modules';

const PLACEHOLDERS: Readonly<Record<RegisterField, string>> = {
  userName: messages.userNamePlaceholder,
  password: messages.passwordPlaceholder,
  phone: messages.phonePlaceholder,
  realName: messages.realNamePlaceholder,
};

/** /register: renders RegisterViewModel (self-registration; the account then waits for an administrator's audit). */
const RegisterPage = observer(function RegisterPage() {
  const vm = useViewModel(RegisterViewModel, REGISTER_MODULES);
  return (
    <Center minH="100vh" bgGradient="to-br" gradientFrom="blue.700" gradientTo="cyan.600" data-testid="register-page">
      <Box bg="white" p="10" borderRadius="lg" shadow="lg" w="26rem" maxW="92vw">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void vm.submit();
          }}
        >
          <Stack gap="4">
            <Heading as="h1" size="xl" textAlign="center" color="blue.700">
              {messages.registerTitle}
            </Heading>
            {vm.fields.map((field) => (
              <Field.Root key={field} invalid={vm.errors[field] !== undefined}>
                <Field.Label>{messages.registerLabels[field]}</Field.Label>
                <Input
                  name={field}
                  type={field === 'password' ? 'password' : 'text'}
                  autoComplete={field === 'password' ? 'new-password' : field === 'userName' ? 'username' : undefined}
                  placeholder={PLACEHOLDERS[field]}
                  value={vm.values[field]}
                  onChange={(e) => vm.setValue(field, e.target.value)}
                  onBlur={() => vm.blur(field)}
                />
                <Field.ErrorText>{vm.errors[field]}</Field.ErrorText>
              </Field.Root>
            ))}
            <Button type="submit" colorPalette="blue" loading={vm.submitting}>
              {messages.registerButton}
            </Button>
            <ChakraLink asChild alignSelf="flex-end" color="blue.600" fontSize="sm">
              <Link to="/login">{messages.backToLogin}</Link>
            </ChakraLink>
          </Stack>
        </form>
      </Box>
    </Center>
  );
});

export default RegisterPage;
