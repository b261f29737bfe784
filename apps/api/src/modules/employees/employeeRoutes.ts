/**
 * The employees list, one employee, create and edit (issue 9 §1–§3; spec 02 "Employees list").
 * Every call names the selected company (query or body); the guard checks the caller may work
 * in it, and the services answer 404 for an employee of any other company.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employeeCompanyQuerySchema,
  employeeCreateSchema,
  employeeDetailSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeRoleOptionsSchema,
  employeeUpdateSchema,
  idParamSchema,
} from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { readEmployees, writeEmployees } from './employeeGuards';
import { employeeDetail, listEmployees } from './employeeListService';
import { createEmployee, updateEmployee } from './employeeService';
import { assignableRoles, loadRoleBook } from './roleAssignment';

const tags = ['employees'];

export const employeeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/',
    {
      config: { guard: readEmployees },
      schema: {
        tags,
        summary: 'Empleados de la empresa: página buscada (número de control, nombre, correo o RFC), filtrada y ordenada, con el total',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema },
      },
    },
    async (request) => listEmployees(db, request.query, clock.now()),
  );

  app.get(
    '/roles',
    {
      config: { guard: readEmployees },
      schema: {
        tags,
        summary: 'Roles que quien llama puede asignar en el formulario de empleado (nunca uno con permisos que no tiene)',
        querystring: employeeCompanyQuerySchema,
        response: { 200: employeeRoleOptionsSchema },
      },
    },
    async (request) => ({ rows: assignableRoles(await loadRoleBook(db), authOf(request)) }),
  );

  app.get(
    '/:id',
    {
      config: { guard: readEmployees },
      schema: {
        tags,
        summary: 'Un empleado de la empresa seleccionada (404 si es de otra)',
        params: idParamSchema,
        querystring: employeeCompanyQuerySchema,
        response: { 200: employeeDetailSchema },
      },
    },
    async (request) => employeeDetail(db, authOf(request), request.params.id, request.query.company_id, clock.now()),
  );

  app.post(
    '/',
    {
      config: { guard: writeEmployees },
      schema: {
        tags,
        summary: 'Crear un empleado (número de control único en la empresa; si el RFC ya tiene cuenta, se vincula)',
        body: employeeCreateSchema,
        response: { 201: employeeDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createEmployee(db, authOf(request), request.body, clock.now())),
  );

  app.put(
    '/:id',
    {
      config: { guard: writeEmployees },
      schema: {
        tags,
        summary: 'Editar un empleado de la empresa indicada en el cuerpo (404 si es de otra)',
        params: idParamSchema,
        body: employeeUpdateSchema,
        response: { 200: employeeDetailSchema },
      },
    },
    async (request) => updateEmployee(db, authOf(request), request.params.id, request.body, clock.now()),
  );
};
