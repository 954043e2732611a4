/** Every cart query starts with `cart`: adding, changing or removing lines invalidates them all. */
export const CART_KEY = ['cart'] as const;
