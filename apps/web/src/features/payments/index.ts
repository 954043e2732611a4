// The payments feature's public surface (decision 015): the cart starts a checkout with it.

export { createTradeContract, useCreateTradeContract } from './api/create-trade-contract.ts';
