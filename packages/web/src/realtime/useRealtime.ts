import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startRealtime } from './client';

/** Keeps the realtime socket up from the company area on (it stays up until sign-out). */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    startRealtime(queryClient).catch((err: unknown) => console.warn('realtime unavailable', err));
  }, [queryClient]);
}
