// Deliberate break: another feature's repository. Allowed: its service.
import { ordersRepository } from '../orders/orders-repository.ts';
import { orderForBuyer } from '../orders/orders-service.ts';

export const calls = [ordersRepository, orderForBuyer];
