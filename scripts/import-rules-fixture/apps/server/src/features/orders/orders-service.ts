import { ordersRepository } from './orders-repository.ts';

export const orderForBuyer = ordersRepository.orderForBuyer;
