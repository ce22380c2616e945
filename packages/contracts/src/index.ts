export * from './locale.ts';
export * from './envelope.ts';
export * from './enums.ts';
export * from './bootstrap.ts';
export * from './auth-form.ts';
export * from './validation-messages.ts';
