/** The domain's sign-in and registration schemas; loaded on demand (they bring zod). */
export { loginFormSchema, registerFormSchema } from '@abono/domain';
