import type { ChannelTypeInfo } from './channel-type-info.ts';
import { midjourneyModels, midjourneyPlusModels, sunoModels } from './task-model-prefill.ts';

const apiKey = 'channel.keyHint.apiKey';

/** Placeholder entry for a number new-api never assigned or keeps reserved. */
function unusedType(value: number, color: string): ChannelTypeInfo {
  return { value, name: `Unused (${value})`, nameKey: 'channel.typeName.unused', color, defaultBaseUrl: '', keyHint: apiKey, legacy: true, unused: true };
}

/**
 * Every channel type 1..60. Numbers, base URLs and key formats follow new-api so stored channels
 * keep working; 60 is "Fal AI", as the console's channel-type list names it.
 */
export const channelTypes: readonly ChannelTypeInfo[] = [
  { value: 1, name: 'OpenAI', color: '#10a37f', defaultBaseUrl: 'https://api.openai.com', keyHint: apiKey },
  {
    value: 2,
    name: 'Midjourney Proxy',
    color: '#1e88e5',
    defaultBaseUrl: 'https://oa.api2d.net',
    keyHint: 'channel.keyHint.midjourney',
    modelPrefill: midjourneyModels,
  },
  {
    value: 3,
    name: 'Azure OpenAI',
    color: '#0078d4',
    defaultBaseUrl: '',
    keyHint: 'channel.keyHint.azure',
    otherHint: 'channel.otherHint.azureApiVersion',
    otherDefault: '2024-12-01-preview',
  },
  { value: 4, name: 'Ollama', color: '#455a64', defaultBaseUrl: 'http://localhost:11434', keyHint: 'channel.keyHint.optional' },
  {
    value: 5,
    name: 'Midjourney Proxy Plus',
    color: '#3949ab',
    defaultBaseUrl: 'https://api.openai-sb.com',
    keyHint: 'channel.keyHint.midjourney',
    modelPrefill: midjourneyPlusModels,
  },
  { value: 6, name: 'OpenAI Max', color: '#66bb6a', defaultBaseUrl: 'https://api.openaimax.com', keyHint: apiKey, legacy: true },
  { value: 7, name: 'OhMyGPT', color: '#26a69a', defaultBaseUrl: 'https://api.ohmygpt.com', keyHint: apiKey, legacy: true },
  {
    value: 8,
    name: 'Custom',
    nameKey: 'channel.typeName.custom',
    color: '#8d6e63',
    defaultBaseUrl: '',
    keyHint: apiKey,
    otherHint: 'channel.otherHint.customUrl',
  },
  { value: 9, name: 'AILS', color: '#7cb342', defaultBaseUrl: 'https://api.caipacity.com', keyHint: apiKey, legacy: true },
  { value: 10, name: 'AI Proxy', color: '#00acc1', defaultBaseUrl: 'https://api.aiproxy.io', keyHint: apiKey, legacy: true },
  { value: 11, name: 'Google PaLM2', color: '#fb8c00', defaultBaseUrl: '', keyHint: apiKey, legacy: true },
  { value: 12, name: 'API2GPT', color: '#5c6bc0', defaultBaseUrl: 'https://api.api2gpt.com', keyHint: apiKey, legacy: true },
  { value: 13, name: 'AIGC2D', color: '#ab47bc', defaultBaseUrl: 'https://api.aigc2d.com', keyHint: apiKey, legacy: true },
  { value: 14, name: 'Anthropic Claude', color: '#d97757', defaultBaseUrl: 'https://api.anthropic.com', keyHint: apiKey },
  {
    value: 15,
    name: 'Baidu Wenxin Qianfan',
    color: '#2932e1',
    defaultBaseUrl: 'https://aip.baidubce.com',
    keyHint: 'channel.keyHint.baidu',
    keyFormat: 'pipe',
    keyParts: 2,
  },
  { value: 16, name: 'Zhipu ChatGLM', color: '#3f51b5', defaultBaseUrl: 'https://open.bigmodel.cn', keyHint: 'channel.keyHint.zhipu', keyFormat: 'id.secret' },
  {
    value: 17,
    name: 'Alibaba Tongyi Qianwen',
    color: '#ff6a00',
    defaultBaseUrl: 'https://dashscope.aliyuncs.com',
    keyHint: apiKey,
    otherHint: 'channel.otherHint.aliPlugin',
  },
  {
    value: 18,
    name: 'iFlytek Spark',
    color: '#1565c0',
    defaultBaseUrl: '',
    keyHint: 'channel.keyHint.xunfei',
    keyFormat: 'pipe',
    keyParts: 3,
    otherHint: 'channel.otherHint.xunfeiVersion',
    otherDefault: 'v2.1',
  },
  { value: 19, name: '360 Zhinao', color: '#43a047', defaultBaseUrl: 'https://api.360.cn', keyHint: apiKey },
  { value: 20, name: 'OpenRouter', color: '#6467f2', defaultBaseUrl: 'https://openrouter.ai/api', keyHint: apiKey },
  {
    value: 21,
    name: 'AI Proxy Library',
    color: '#0097a7',
    defaultBaseUrl: 'https://api.aiproxy.io',
    keyHint: apiKey,
    otherHint: 'channel.otherHint.knowledgeId',
    legacy: true,
  },
  { value: 22, name: 'FastGPT', color: '#3370ff', defaultBaseUrl: 'https://fastgpt.run/api/openapi', keyHint: 'channel.keyHint.fastgpt' },
  {
    value: 23,
    name: 'Tencent Hunyuan',
    color: '#0052d9',
    defaultBaseUrl: 'https://hunyuan.tencentcloudapi.com',
    keyHint: 'channel.keyHint.tencent',
    keyFormat: 'pipe',
    keyParts: 3,
  },
  { value: 24, name: 'Google Gemini', color: '#4285f4', defaultBaseUrl: 'https://generativelanguage.googleapis.com', keyHint: apiKey },
  { value: 25, name: 'Moonshot', color: '#212121', defaultBaseUrl: 'https://api.moonshot.cn', keyHint: apiKey },
  { value: 26, name: 'Zhipu GLM-4V', color: '#7986cb', defaultBaseUrl: 'https://open.bigmodel.cn', keyHint: 'channel.keyHint.zhipu', keyFormat: 'id.secret' },
  { value: 27, name: 'Perplexity', color: '#20808d', defaultBaseUrl: 'https://api.perplexity.ai', keyHint: apiKey },
  unusedType(28, '#bdbdbd'),
  unusedType(29, '#b0bec5'),
  unusedType(30, '#9e9e9e'),
  { value: 31, name: '01.AI', color: '#00897b', defaultBaseUrl: 'https://api.lingyiwanwu.com', keyHint: apiKey },
  unusedType(32, '#90a4ae'),
  { value: 33, name: 'AWS Claude (Bedrock)', color: '#ff9900', defaultBaseUrl: '', keyHint: 'channel.keyHint.aws', keyFormat: 'pipe', keyParts: 3 },
  { value: 34, name: 'Cohere', color: '#39594d', defaultBaseUrl: 'https://api.cohere.ai', keyHint: apiKey },
  { value: 35, name: 'MiniMax', color: '#e53935', defaultBaseUrl: 'https://api.minimax.chat', keyHint: apiKey },
  { value: 36, name: 'Suno API', color: '#f06292', defaultBaseUrl: '', keyHint: apiKey, modelPrefill: sunoModels },
  { value: 37, name: 'Dify', color: '#1c64f2', defaultBaseUrl: 'https://api.dify.ai', keyHint: apiKey },
  { value: 38, name: 'Jina', color: '#c62828', defaultBaseUrl: 'https://api.jina.ai', keyHint: apiKey },
  {
    value: 39,
    name: 'Cloudflare Workers AI',
    color: '#f38020',
    defaultBaseUrl: 'https://api.cloudflare.com',
    keyHint: 'channel.keyHint.cloudflare',
    otherHint: 'channel.otherHint.cloudflareAccountId',
  },
  { value: 40, name: 'SiliconCloud', color: '#7c4dff', defaultBaseUrl: 'https://api.siliconflow.cn', keyHint: apiKey },
  {
    value: 41,
    name: 'Vertex AI',
    color: '#34a853',
    defaultBaseUrl: '',
    keyHint: 'channel.keyHint.vertex',
    keyFormat: 'json',
    otherHint: 'channel.otherHint.vertexRegion',
  },
  { value: 42, name: 'Mistral AI', color: '#fa520f', defaultBaseUrl: 'https://api.mistral.ai', keyHint: apiKey },
  { value: 43, name: 'DeepSeek', color: '#4d6bfe', defaultBaseUrl: 'https://api.deepseek.com', keyHint: apiKey },
  { value: 44, name: 'MokaAI M3E', color: '#8e24aa', defaultBaseUrl: 'https://api.moka.ai', keyHint: apiKey, otherHint: 'channel.otherHint.apiVersion' },
  { value: 45, name: 'VolcEngine Ark (Doubao)', color: '#1664ff', defaultBaseUrl: 'https://ark.cn-beijing.volces.com', keyHint: apiKey },
  { value: 46, name: 'Baidu Qianfan V2', color: '#304ffe', defaultBaseUrl: 'https://qianfan.baidubce.com', keyHint: apiKey },
  { value: 47, name: 'Xinference', color: '#6d4c41', defaultBaseUrl: '', keyHint: 'channel.keyHint.optional' },
  { value: 48, name: 'xAI', color: '#000000', defaultBaseUrl: 'https://api.x.ai', keyHint: apiKey },
  { value: 49, name: 'Coze', color: '#4e40e5', defaultBaseUrl: 'https://api.coze.cn', keyHint: apiKey },
  {
    value: 50,
    name: 'Kling',
    color: '#00c853',
    defaultBaseUrl: 'https://api.klingai.com',
    keyHint: 'channel.keyHint.accessSecret',
    keyFormat: 'pipe',
    keyParts: 2,
  },
  {
    value: 51,
    name: 'Jimeng',
    color: '#ec407a',
    defaultBaseUrl: 'https://visual.volcengineapi.com',
    keyHint: 'channel.keyHint.accessSecret',
    keyFormat: 'pipe',
    keyParts: 2,
  },
  { value: 52, name: 'Vidu', color: '#00b8d4', defaultBaseUrl: 'https://api.vidu.cn', keyHint: apiKey },
  { value: 53, name: 'Submodel', color: '#5e35b1', defaultBaseUrl: 'https://llm.submodel.ai', keyHint: apiKey },
  { value: 54, name: 'Doubao Video', color: '#2962ff', defaultBaseUrl: 'https://ark.cn-beijing.volces.com', keyHint: apiKey },
  { value: 55, name: 'Sora', color: '#37474f', defaultBaseUrl: 'https://api.openai.com', keyHint: apiKey },
  { value: 56, name: 'Replicate', color: '#ef5350', defaultBaseUrl: 'https://api.replicate.com', keyHint: apiKey },
  { value: 57, name: 'Codex', color: '#0d7c66', defaultBaseUrl: 'https://chatgpt.com', keyHint: apiKey },
  unusedType(58, '#78909c'),
  unusedType(59, '#757575'),
  { value: 60, name: 'Fal AI', color: '#aa00ff', defaultBaseUrl: 'https://queue.fal.run', keyHint: apiKey },
];

const byValue: ReadonlyMap<number, ChannelTypeInfo> = new Map(channelTypes.map((info) => [info.value, info]));

/** Catalogue entry of a channel type, or undefined for numbers outside 1..60. */
export function channelTypeByValue(value: number): ChannelTypeInfo | undefined {
  return byValue.get(value);
}

/** Types offered when creating a channel: everything but legacy and unused numbers. */
export const channelTypeOptions: readonly ChannelTypeInfo[] = channelTypes.filter((info) => info.legacy !== true);
