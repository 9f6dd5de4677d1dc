import { atom } from 'nanostores';

/**
 * Where the fragments on the page came from: the page's cart session's status. The session
 * itself (shared/cart/session.ts) runs while anything listens to this store: import the store
 * from there to run it.
 */
export type CartSessionStatus = 'idle' | 'cached' | 'refreshing' | 'fresh' | 'failed';

export const $cartSession = atom<CartSessionStatus>('idle');
