export { devChatRoutes, devChatScript, type DevChatOptions } from './routes.ts';
