import type { TaskCompletion } from '@kontor/domain/members/members-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { memberKeys } from './keys.ts';

export const FIND_TASK_COMPLETION = '/sapi/mall-customer/customer-task/find-customer-completion-list';

/** The reward tasks with their state. */
export const findTaskCompletion = (signal?: AbortSignal) =>
  request<TaskCompletion[]>('POST', FIND_TASK_COMPLETION, { site: currentSite() }, signal);

export const tasksQuery = () =>
  queryOptions({ queryKey: memberKeys.tasks(), queryFn: ({ signal }) => findTaskCompletion(signal) });

export const useTaskCompletion = () => useQuery(tasksQuery());
