import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';

/** A lazy page's fallback while its chunk loads. */
export function Suspended({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <Suspense
      fallback={
        <Center minH={dark ? '100vh' : '40vh'} bg={dark ? '#04142b' : undefined}>
          <Spinner color={dark ? 'cyan.300' : 'blue.500'} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
