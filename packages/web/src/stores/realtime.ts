import { createStore } from './store';

/** The realtime socket's state; the tray polls only while it is not live. */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'offline';

export const realtimeStore = createStore<{ status: RealtimeStatus }>({ status: 'off' });
