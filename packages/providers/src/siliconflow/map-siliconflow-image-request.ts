import type { JsonObject } from '../spec/openai-types.ts';

/**
 * SiliconFlow's images endpoint names OpenAI's `size` and `n` `image_size` and `batch_size`
 * (https://docs.siliconflow.cn/api-reference/images/images-generations); a client's own SiliconFlow
 * names win. Everything else (negative_prompt, seed, num_inference_steps …) passes through.
 */
export function mapSiliconflowImageRequest(body: JsonObject): void {
  if (body.size !== undefined) {
    body.image_size ??= body.size;
    delete body.size;
  }
  if (body.n !== undefined) {
    body.batch_size ??= body.n;
    delete body.n;
  }
}
