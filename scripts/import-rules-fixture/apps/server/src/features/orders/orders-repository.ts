export const ordersRepository = { orderForBuyer: () => undefined };
