import { createContext, useContext, type ComponentType } from 'react';

// The wishlist heart on a product card. The catalog draws the cards and the wishlist screen
// shows them too, so the catalog cannot import the wishlist's heart without the two features
// importing each other: the shell hands the heart in through this context instead.

export interface WishControlProps {
  productId: number;
  name: string;
}

const WishControlContext = createContext<ComponentType<WishControlProps> | null>(null);

export const WishControlProvider = WishControlContext.Provider;

/** The heart the shell provides; nothing where none is provided (the back office). */
export function WishControl(props: WishControlProps) {
  const Control = useContext(WishControlContext);
  return Control ? <Control {...props} /> : null;
}
