export { composeLogContent, englishLogText } from './compose-log-content.ts';
