/**
 * The guards of the employee routes that work in the selected company (issue 9): reading needs
 * employees READ with `company_id` in the query, writing employees WRITE with it in the body.
 */
import { RESOURCES } from '@abono/domain';
import type { Guard } from '../../plugins/guard';

export const readEmployees: Guard = { kind: 'permission', resource: RESOURCES.employees, action: 'READ', company: { from: 'query', key: 'company_id' } };
export const writeEmployees: Guard = { kind: 'permission', resource: RESOURCES.employees, action: 'WRITE', company: { from: 'body', key: 'company_id' } };
