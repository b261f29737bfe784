/**
 * The guards of the employee routes that work in the selected company: reading needs employees
 * READ with `company_id` in the query, writing employees WRITE with it in the body.
 */
import type { Guard } from '../../plugins/guard';
import { objectGuard } from '../policy/requireAccess';

// The grants are the policy's object actions, which the services ask again for the employee in the path.
export const readEmployees: Guard = objectGuard('employee.read', { from: 'query', key: 'company_id' });
export const writeEmployees: Guard = objectGuard('employee.manage', { from: 'body', key: 'company_id' });
