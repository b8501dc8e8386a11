import { Center, Spinner } from '@chakra-ui/react';
import { CallActivity } from '@worksite/infrastructure';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useInjection } from '../di/container-context';

/** The fallback's spinner; while it is shown the page is loading (its chunk counts as activity, decision 0441). */
function ChunkLoading({ dark }: { dark: boolean }) {
  const activity = useInjection(CallActivity);
  useEffect(() => activity.begin(), [activity]);
  return (
    <Center minH={dark ? '100vh' : '40vh'} bg={dark ? '#04142b' : undefined}>
      <Spinner color={dark ? 'cyan.300' : 'blue.500'} />
    </Center>
  );
}

/** A lazy page's fallback while its chunk loads. */
export function Suspended({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return <Suspense fallback={<ChunkLoading dark={dark} />}>{children}</Suspense>;
}
